/**
 * The stylesheets (by file name, see styles.css) each route's page inlines beside the shell's
 * (lib/critical-styles.ts): what the route renders on the server. A route missing here inlines all of
 * them (only the redirects, which render nothing, are missing). route-styles.test.ts reads the list against
 * each route's code (a stylesheet with a rule for classes the route renders is listed), and
 * e2e/critical-styles.spec.ts and critical-styles-signed-in.spec.ts check the pages: every rule of
 * styles.css that matches an element of the page is in its inline CSS.
 */
export const ROUTE_STYLES: Readonly<Record<string, readonly string[]>> = {
  'routes/home': ['product-card', 'carousel', 'banner-slider', 'home-sections'],
  'routes/product-list': ['product-card', 'product-filters', 'search', 'pagination'],
  'routes/product-detail': [
    'product-card',
    'product-detail',
    'variant-picker',
    'carousel',
    'reviews',
    'bundle',
    'media',
  ],
  // The article cards take their frame from the address cards' `.acard` (addresses).
  'routes/news': ['home-sections', 'article', 'content-pages', 'addresses', 'pagination'],
  'routes/news-category': ['home-sections', 'article', 'content-pages', 'addresses', 'pagination'],
  'routes/news-detail': ['product-detail', 'article', 'content-pages', 'addresses'],
  // The staff's preview of an article renders the article's own view.
  'routes/news-preview': ['product-detail', 'article', 'content-pages', 'addresses'],
  'routes/search-result': ['product-card', 'search', 'pagination'],
  'routes/collab': [
    'product-card',
    'banner-slider',
    'home-sections',
    'article',
    'content-pages',
    'pagination',
  ],
  'routes/collab-detail': ['product-card', 'product-detail', 'article', 'content-pages'],
  'routes/about-us': ['content-pages'],
  'routes/help-faq': ['content-pages'],
  'routes/heritage': ['product-card', 'banner-slider', 'article', 'content-pages'],
  'routes/not-found': [],
  'routes/catch-all': [],
  'routes/about-story': ['content-pages'],
  'routes/about-making-of': ['content-pages'],
  'routes/help-center': ['content-pages', 'article'],
  'routes/help-return-policy': ['content-pages'],
  'routes/manual': ['content-pages'],
  'routes/contact-us': ['content-pages', 'captcha'],
  'routes/search': ['search'],
  'routes/search-product': ['product-card', 'product-filters', 'search', 'pagination'],
  'routes/membership': ['loyalty'],
  'routes/track-order': ['orders'],
  // The buying side: the checkout's steps and their frame.
  'routes/checkout-layout': ['checkout'],
  // The cart's lines take their price from the product cards' `.price` (product-card).
  'routes/checkout-cart': ['product-card', 'cart', 'bundle'],
  'routes/checkout-shipping': ['addresses'],
  'routes/checkout-payment': ['payments'],
  'routes/checkout-status': ['orders', 'payments'],
  'routes/account-layout': ['account-nav'],
  'routes/account': [],
  // `.btn--sm` is the address book's (addresses).
  'routes/account-profile': ['auth', 'profile', 'addresses', 'notifications'],
  'routes/account-orders': ['orders', 'payments', 'addresses', 'pagination'],
  // A delivered order's items carry their review boxes (reviews) and their photo pickers (media).
  'routes/account-order-detail': ['orders', 'payments', 'addresses', 'support', 'reviews', 'media'],
  'routes/account-addresses': ['addresses'],
  // REMOVE is a small button (`.btn--sm`, addresses).
  'routes/account-wishlist': ['product-card', 'pagination', 'addresses'],
  'routes/account-coupons': ['loyalty'],
  'routes/account-gold-history': ['loyalty', 'pagination'],
  'routes/account-notifications': ['notifications', 'pagination'],
  'routes/account-tickets': ['support', 'pagination'],
  'routes/account-ticket-new': ['support', 'media'],
  'routes/account-ticket': ['support', 'media'],
  // The sign-in area's pages and those that ask to sign in.
  'routes/auth-layout': ['auth'],
  'routes/auth-login': [],
  'routes/auth-forgot': [],
  'routes/auth-reset-password': [],
  'routes/auth-reset-password-failure': [],
  'routes/auth-register': ['captcha'],
  // The social login's returns: a page frame while the sign-in finishes, then away.
  'routes/auth-login-callback': [],
  'routes/auth-login-failure-callback': [],
  'routes/activate': ['auth'],
  'routes/unauthorized': ['auth'],
  'routes/forbidden': [],
  'routes/unavailable': [],
  // Staff pages: the outbox's mail cards take the address cards' frame (addresses), its filter the sign-in
  // fields' label (auth); more than a page of mails brings its pages (pagination).
  'routes/staff-outbox': ['auth', 'addresses', 'outbox', 'pagination'],
  // The outbox of a shop without mail (NODE_ENV development) lists mails as the staff's does.
  'routes/dev-outbox': ['auth', 'addresses', 'outbox', 'pagination'],
  'routes/staff-analytics': ['dashboard'],
  'routes/staff-tickets': ['support', 'pagination'],
  'routes/staff-ticket': ['support', 'media'],
};
