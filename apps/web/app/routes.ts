import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The whole route table of spec 001 §2.1 (default layout) and §2.2 (auth area), in one place.
 * Flags (navDark, hideFooter, ...) are in each module's `handle`.
 */
export default [
  index('routes/home.tsx'),
  route('heritage', 'routes/heritage.tsx'),
  route('membership', 'routes/membership.tsx'),

  ...prefix('search', [
    index('routes/search.tsx'),
    route('result', 'routes/search-result.tsx'),
    route('product', 'routes/search-product.tsx'),
  ]),
  ...prefix('news', [
    index('routes/news.tsx'),
    // Ours (the spec shows "article list by category" and "draft preview", not their paths).
    route('category/:category', 'routes/news-category.tsx'),
    route('preview/:id', 'routes/news-preview.tsx'),
    route(':slug', 'routes/news-detail.tsx'),
  ]),
  ...prefix('product', [index('routes/product-list.tsx'), route(':slug', 'routes/product-detail.tsx')]),
  ...prefix('collab', [index('routes/collab.tsx'), route(':slug', 'routes/collab-detail.tsx')]),
  ...prefix('about-us', [
    index('routes/about-us.tsx'),
    route('story', 'routes/about-story.tsx'),
    route('the-making-of', 'routes/about-making-of.tsx'),
  ]),
  ...prefix('help-center', [
    index('routes/help-center.tsx'),
    route('faq', 'routes/help-faq.tsx'),
    route('policy/return-shipping-policy', 'routes/help-return-policy.tsx'),
  ]),
  route('manual', 'routes/manual.tsx'),
  route('store', 'routes/store-redirect.tsx'),

  // Signed-in areas: one guard each, in the layout's loader.
  route('checkout', 'routes/checkout-layout.tsx', [
    index('routes/checkout-cart.tsx'),
    route('shipping-information', 'routes/checkout-shipping.tsx'),
    route('payment', 'routes/checkout-payment.tsx'),
    // Ours: the checkout status page (spec 001 §7 "order status at group/{orderId}"); providers return here.
    route('status/:groupId', 'routes/checkout-status.tsx'),
  ]),
  route('account', 'routes/account-layout.tsx', [
    index('routes/account.tsx'),
    route('profile', 'routes/account-profile.tsx'),
    route('orders', 'routes/account-orders.tsx'),
    route('orders/:orderId', 'routes/account-order-detail.tsx'),
    route('notifications', 'routes/account-notifications.tsx'),
    // Spec 001 §2.1 names profile, orders and notifications; the address book (000 §2) lives beside them.
    route('addresses', 'routes/account-addresses.tsx'),
    // The products a shopper saved with the product page's heart (000 §1 "keep a wishlist").
    route('wishlist', 'routes/account-wishlist.tsx'),
    // Issue 10: "my coupons" (redeemed and usable) and the gold history (spec 002 §3 star history log).
    route('coupons', 'routes/account-coupons.tsx'),
    route('gold-history', 'routes/account-gold-history.tsx'),
    // Issue 12: support requests (spec 002 §3 support thread), a new one from an order's "Contact support".
    route('tickets', 'routes/account-tickets.tsx'),
    route('tickets/new', 'routes/account-ticket-new.tsx'),
    route('tickets/:ticketId', 'routes/account-ticket.tsx'),
  ]),

  ...prefix('auth', [
    index('routes/auth-redirect.tsx'),
    // The social login's returns are not guest-guarded: the shopper is signed in by then.
    route('login-callback', 'routes/auth-login-callback.tsx', { id: 'routes/auth-login-callback' }),
    route('login-failure-callback', 'routes/auth-login-callback.tsx', {
      id: 'routes/auth-login-failure-callback',
    }),
    layout('routes/auth-layout.tsx', [
      route('login', 'routes/auth-login.tsx'),
      route('forgot', 'routes/auth-forgot.tsx'),
      route('reset-password', 'routes/auth-reset-password.tsx'),
      route('reset-password-failure', 'routes/auth-reset-password-failure.tsx'),
      route('register', 'routes/auth-register.tsx'),
    ]),
  ]),

  route('contact-us', 'routes/contact-us.tsx'),
  // Ours: the footer's TRACKING ORDER, a guest's order found by number and e-mail.
  route('track-order', 'routes/track-order.tsx'),
  route('not-found', 'routes/not-found.tsx'),
  route('unauthorized', 'routes/unauthorized.tsx'),
  route('activate', 'routes/activate.tsx'),
  route('forbidden', 'routes/forbidden.tsx'),
  route('unavailable', 'routes/unavailable.tsx'),
  // Ours: the shop's outbox for platform admins, and its development-only twin (404 in production).
  route('staff/outbox', 'routes/staff-outbox.tsx'),
  // Ours: the analytics dashboard for store staff (features/analytics).
  route('staff/analytics', 'routes/staff-analytics.tsx'),
  // Ours: support tickets for store staff (features/support), in the style of the outbox.
  route('staff/tickets', 'routes/staff-tickets.tsx'),
  route('staff/tickets/:ticketId', 'routes/staff-ticket.tsx'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),

  // A single unknown segment is a news slug; anything deeper is not found.
  route(':slug', 'routes/slug-redirect.tsx'),
  route('*', 'routes/catch-all.tsx'),
] satisfies RouteConfig;
