import type { AppConfigResponse } from '@shop/domain/content';
import { type ReactNode, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { ConsentProbe } from './features/analytics/components/consent-banner.tsx';
import { AllStyles } from './lib/all-styles.ts';
import { getJson } from './lib/api.server.ts';
import { t } from './lib/i18n.ts';
import { InlineStyles } from './lib/inline-styles.tsx';
import { useNonce } from './lib/nonce.tsx';
import type { RootData, SessionUser } from './lib/session.ts';
import {
  ErrorPage,
  ForbiddenPage,
  NotFoundPage,
  UnauthorizedPage,
  UnavailablePage,
} from './shell/error-page.tsx';
import { Shell } from './shell/shell.tsx';

// The web manifest and icons come from the build (vite.config.ts, features/pwa): linked here by hand, since
// a server-rendered app has no index.html for the PWA plugin to write them into.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** Every page: the app config (store name, support e-mail, message zone, social links) and the session. */
export async function loader({ context }: Route.LoaderArgs) {
  const [config, me] = await Promise.all([
    getJson<AppConfigResponse>(context.api, '/api/v1/app-config'),
    getJson<SessionUser>(context.api, '/api/v1/me'),
  ]);
  // Only what the shell shows goes into the page: the rest of the profile stays with the account pages.
  const user = me.body
    ? {
        id: me.body.id,
        firstName: me.body.firstName,
        avatar: me.body.avatar ?? null,
        // The subscribe popup never asks a shopper who already receives the newsletter.
        receiveNewsLetter: me.body.receiveNewsLetter,
      }
    : null;
  const data: RootData = { appConfig: config.body, user };
  return data;
}

/** The shell's data changes with the session, not with every page: reload it only when asked. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href !== nextUrl.href) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.appConfig?.storeName ?? 'Dwarf Factory' },
  { name: 'description', content: t('app.description') },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // `<html data-hydrated>`: the browser's scripts have taken over the server's markup (this effect runs after
  // every effect of the page below it). Browser journeys wait on it before they type or click
  // (e2e/README.md); a typed value or a click before it may be lost. Content inside a <Suspense> hydrates
  // on its own, or at once when an event reaches it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#0c0c0d" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="Dwarf Factory" />
        <Meta />
        <InlineStyles nonce={nonce} />
        <ConsentProbe nonce={nonce} />
        <Links />
      </head>
      <body>
        <Shell>{children}</Shell>
        <AllStyles />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Errors render inside the shell. Answers the routes throw on purpose get their page (404, 403, 401, 503);
 * anything else is the apology, and only a development build shows the stack.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 403) return <ForbiddenPage />;
    if (error.status === 401) return <UnauthorizedPage />;
    if (error.status >= 500) return <UnavailablePage />;
  }
  return (
    <ErrorPage code={t('dialog.oopsTitle')} message={t('dialog.somethingWrong')}>
      {import.meta.env.DEV && error instanceof Error && (
        <pre style={{ maxWidth: '100%', overflow: 'auto', textAlign: 'left', fontSize: 12 }}>
          {error.stack}
        </pre>
      )}
    </ErrorPage>
  );
}
