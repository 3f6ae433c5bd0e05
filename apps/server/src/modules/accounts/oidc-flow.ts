import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OidcFlowChecks } from '../../platform/oidc.ts';

/**
 * What the callback must check, carried by the browser in a short-lived httpOnly cookie signed with
 * AUTH_SECRET: state, nonce and PKCE verifier, where to return, and the remember-me choice. Bound to the
 * browser that started the sign-in, so a code sent to another browser's callback is refused.
 */
export interface OidcFlow extends OidcFlowChecks {
  returnTo: string;
  rememberMe: boolean;
  /** Expiry, epoch seconds. */
  exp: number;
}

export const OIDC_FLOW_COOKIE = 'shop_oidc_flow';
export const OIDC_FLOW_SECONDS = 600;

const sign = (secret: string, data: string) =>
  createHmac('sha256', secret).update(`oidc-flow:${data}`).digest('base64url');

export function sealFlow(secret: string, flow: OidcFlow): string {
  const data = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${data}.${sign(secret, data)}`;
}

/** The flow of a cookie, or null when absent, forged or expired. */
export function openFlow(secret: string, value: string | undefined, now: Date): OidcFlow | null {
  if (!value) return null;
  const [data = '', mac = ''] = value.split('.');
  const expected = sign(secret, data);
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected)))
    return null;
  try {
    const flow = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as OidcFlow;
    return flow.exp * 1000 > now.getTime() ? flow : null;
  } catch {
    return null;
  }
}
