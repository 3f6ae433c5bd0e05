/**
 * The stylesheets (by file name, see styles.css) each route's page inlines beside the shell's
 * (lib/critical-styles.ts): what the route renders on the server. A route missing here inlines all of
 * them. e2e/critical-styles.spec.ts checks the listed pages: every rule of styles.css that matches an
 * element of the page is in its inline CSS.
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
  'routes/account-layout': ['account-nav'],
  // `.btn--sm` is the address book's (addresses).
  'routes/account-profile': ['auth', 'profile', 'addresses', 'notifications'],
};
