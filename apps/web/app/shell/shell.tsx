import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, useLocation } from 'react-router';
import { LazyAuthDialogs } from '../features/accounts/components/lazy-auth-dialogs.tsx';
import { useAccountSession } from '../features/accounts/hooks/use-account-session.ts';
import { followSession as followAddresses } from '../features/addresses/lib/address-store.ts';
import { ConsentBanner } from '../features/analytics/components/consent-banner.tsx';
import { useAnalytics } from '../features/analytics/lib/use-analytics.ts';
import { LazyCart } from '../features/cart/components/lazy-cart.tsx';
import { cart, useCart } from '../features/cart/lib/cart.ts';
import { SitePopups } from '../features/content/components/site-popups.tsx';
import { useUnreadCount } from '../features/notifications/lib/unread-store.ts';
import { usePushDevice } from '../features/notifications/lib/use-push-device.ts';
import { PwaRoot } from '../features/pwa/components/pwa-root.tsx';
import { withAllStyles } from '../lib/all-styles.ts';
import { watchForms } from '../lib/attention.ts';
import { dialogs } from '../lib/dialog-store.ts';
import { useRouteFlags } from '../lib/route-handle.ts';
import { useRootData } from '../lib/session.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { Deferred } from './deferred.tsx';
import { DialogHost } from './dialog-host.tsx';
import { Header, type Panel } from './header.tsx';
import { Toaster } from './toaster.tsx';
import { TOP_BANNER_HEIGHT, TopBanners, useTopBanners } from './top-banners.tsx';
import { useHeaderStuck } from './use-header-stuck.ts';

// The menu and the search panel (its preview, the search feature's calls) load when first opened: a
// first visit hydrates neither (issue 17; docs/decisions/0005-hydrate-what-is-interactive-first.md).
const NavPanel = lazy(() => withAllStyles(import('./nav-panel.tsx')).then((m) => ({ default: m.NavPanel })));
const SearchPanel = lazy(() =>
  withAllStyles(import('./search-panel.tsx')).then((m) => ({ default: m.SearchPanel })),
);
// The enjoy block and the footer: server-rendered, hydrated after the page (Deferred), their code loaded then.
const BelowPage = lazy(() => import('./below-page.tsx').then((m) => ({ default: m.BelowPage })));

/**
 * The app shell of spec 001 §2.4 around every page (and around the error boundary): top banners, the fixed
 * header with its panels, the enjoy block and footer unless the route hides them, toasts and dialogs.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, appConfig, user } = useRootData();
  const flags = useRouteFlags();
  const headerStuck = useHeaderStuck(flags.headerSticky === true);
  const location = useLocation();
  const [panel, setPanel] = useState<Panel>(null);
  // A new page closes the menu or search panel: set while rendering the new page (an effect would render the
  // shell a second time at every page's start, hydration included).
  const [panelPage, setPanelPage] = useState(location.key);
  if (panelPage !== location.key) {
    setPanelPage(location.key);
    setPanel(null);
  }
  const banners = useTopBanners(config.globalMessageZone.content);
  const cartState = useCart();
  const unreadCount = useUnreadCount(user !== null);
  // This browser's push registration follows the session (features/notifications).
  usePushDevice(user?.id ?? null);
  // Logout, and the API refusing the session (401): spec 001 §4.1, §6.
  const { signOut: endSession } = useAccountSession(user !== null);
  // Commerce events and page views, after the shopper's consent (features/analytics).
  useAnalytics(config.analytics);

  // The newsletter's SUBSCRIBED flag is removed at start by lib/newsletter-session, before any reader.

  // One dialog at a time: the timed popups wait while a form is being filled (lib/attention.ts).
  useEffect(() => watchForms(), []);

  // Spec 001 §4.1: addresses reload on login and clear on logout.
  useEffect(() => followAddresses(), []);

  const configMissing = appConfig === null;
  useEffect(() => {
    if (configMissing) {
      void dialogs.open({
        kind: 'error',
        title: t('errorPages.startupTitle'),
        message: t('errorPages.startup'),
      });
    }
  }, [configMissing, t]);

  // Stable callbacks: the header and the footer are memoised and render again only when their props change.
  const signOut = useCallback(async () => {
    setPanel(null);
    await endSession();
  }, [endSession]);
  const openCart = useCallback(() => {
    setPanel(null);
    cart.openPanel();
  }, []);

  const style = { '--banner-h': `${banners.count * TOP_BANNER_HEIGHT}px` } as CSSProperties;
  const showFooter = !flags.hideFooter;
  const showEnjoy = showFooter && !flags.hideEnjoySection;
  const footerLine = !flags.hideFooterLine;
  // The same element while its inputs stay: a new one would reach React's boundary in Deferred while its
  // markup still waits to be hydrated, and React would hydrate it at once, in the shell's render (the
  // footer in the task of the page's hydration, on every page: issue 17).
  const belowPage = useMemo(
    () => (
      <Deferred>
        {(showEnjoy || showFooter) && (
          <BelowPage enjoy={showEnjoy} footer={showFooter} config={config} footerLine={footerLine} />
        )}
      </Deferred>
    ),
    [showEnjoy, showFooter, config, footerLine],
  );
  return (
    <div className="app" data-theme={flags.navDark ? 'dark' : 'light'} style={style}>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <div className="topbar">
        <TopBanners
          message={config.globalMessageZone.content}
          offline={banners.offline}
          showMessage={banners.showMessage}
          onSkip={banners.skip}
        />
        <Header
          config={config}
          user={user}
          cartCount={cartState.count}
          onOpenCart={openCart}
          unreadCount={unreadCount}
          panel={panel}
          onPanel={setPanel}
          onSignOut={signOut}
          stuck={headerStuck}
        />
      </div>
      <main id="main" className="app__main" tabIndex={-1}>
        {children}
      </main>
      {/* Below every page's content: hydrated after it (deferred.tsx). */}
      {belowPage}
      <Suspense fallback={null}>
        {panel === 'menu' && (
          <NavPanel config={config} user={user} onClose={() => setPanel(null)} onSignOut={signOut} />
        )}
        {panel === 'search' && <SearchPanel onClose={() => setPanel(null)} />}
      </Suspense>
      {/* The popups' form loads when one opens: it waits here, out of sight. */}
      <Suspense fallback={null}>
        <SitePopups signedIn={user !== null} receivesNewsletter={user?.receiveNewsLetter === true} />
      </Suspense>
      <ConsentBanner />
      <PwaRoot />
      <Toaster />
      <LazyAuthDialogs />
      <LazyCart signedIn={user !== null} />
      <DialogHost />
      {import.meta.env.DEV && (
        <Link to="/manual" className="btn floating-manual">
          {t('nav.manual')}
        </Link>
      )}
    </div>
  );
}
