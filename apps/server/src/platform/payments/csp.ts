import type { PaymentsConfig } from './settings.ts';

/** Sources to add to the page's Content-Security-Policy, by directive. */
export interface PaymentCsp {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

/**
 * Stripe.js (Payment Element) and PayPal's JS SDK load from their own hosts and frame their card fields and
 * windows: the page's policy allows those hosts only when that provider is configured (Stripe's and PayPal's
 * published CSP lists). Stripe Checkout is a plain navigation and needs nothing.
 */
export function cspSources(config: PaymentsConfig): PaymentCsp {
  const csp: PaymentCsp = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
  if (config.stripe?.inline) {
    csp.scriptSrc.push('https://js.stripe.com', 'https://*.js.stripe.com');
    csp.frameSrc.push('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com');
    csp.connectSrc.push('https://api.stripe.com');
  }
  if (config.paypal) {
    csp.scriptSrc.push('https://*.paypal.com');
    csp.frameSrc.push('https://*.paypal.com');
    csp.connectSrc.push('https://*.paypal.com');
    csp.imgSrc.push('https://*.paypal.com', 'https://*.paypalobjects.com');
  }
  return csp;
}
