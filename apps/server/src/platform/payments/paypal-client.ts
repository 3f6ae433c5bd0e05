import http from 'node:http';
import https from 'node:https';
import {
  ApiError,
  Client,
  Environment,
  type OAuthToken,
  ResponseValidationError,
} from '@paypal/paypal-server-sdk';
import { type PaymentLog, PaymentProviderError } from './errors.ts';
import type { PaypalSettings } from './settings.ts';

/**
 * PayPal's server SDK with our settings, and what the adapter needs beside it: the API's base URL (for the
 * webhook verification call, which the SDK does not cover), an OAuth token, and the error mapping.
 */
export interface PaypalConnection {
  client: Client;
  baseUrl: string;
  /** The access token the SDK uses, fetched again when it expires. */
  accessToken(): Promise<string>;
  timeoutMs: number;
}

const API = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;

/**
 * The SDK only knows PayPal's two hosts. Tests point it at a local server (PAYPAL_API_BASE_URL) through the
 * SDK's axios options: a `transport` that sends each request to that host instead, path and headers kept.
 */
function redirectedTransport(base: URL) {
  const transport = base.protocol === 'https:' ? https : http;
  return {
    request(options: http.RequestOptions, callback?: (res: http.IncomingMessage) => void) {
      return transport.request(
        {
          ...options,
          protocol: base.protocol,
          hostname: base.hostname,
          host: base.hostname,
          port: base.port,
          agent: undefined,
        },
        callback,
      );
    },
  };
}

export function paypalConnection(settings: PaypalSettings, timeoutMs: number): PaypalConnection {
  let token: OAuthToken | undefined;
  const base = settings.apiBaseUrl ? new URL(settings.apiBaseUrl) : null;
  const client = new Client({
    environment: settings.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: timeoutMs,
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
      oAuthOnTokenUpdate: (fresh) => {
        token = fresh;
      },
    },
    ...(base ? { unstable_httpClientOptions: { transport: redirectedTransport(base) } } : {}),
  });
  return {
    client,
    baseUrl: base ? base.origin : API[settings.environment],
    timeoutMs,
    async accessToken() {
      token = await client.clientCredentialsAuthManager.updateToken(token);
      return token.accessToken;
    },
  };
}

/** "12.34" for 1234 cents. */
export const toValue = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
export const toCents = (value: string | undefined) => (value ? Math.round(Number(value) * 100) : 0);

interface PaypalErrorBody {
  name?: string;
  details?: { issue?: string }[];
}

/** PayPal's reason for refusing a request: the first detail's issue (`INSTRUMENT_DECLINED`), or its name. */
export function issueOf(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  const result = err.result as PaypalErrorBody | undefined;
  return result?.details?.[0]?.issue ?? result?.name;
}

/**
 * A failed call as one of our failures: 4xx answers other than bad credentials are refusals with PayPal's
 * issue; 5xx, 429, bad credentials, timeouts, unreachable hosts and malformed answers are "unavailable".
 * Errors that are not the SDK's or the network's are bugs: rethrown.
 */
export function paypalFailure(err: unknown, log?: PaymentLog): never {
  const status = err instanceof ApiError ? err.statusCode : undefined;
  // The network (refused, reset, timed out), or an answer that is not what PayPal documents.
  const network =
    (err as { isAxiosError?: boolean })?.isAxiosError === true ||
    (err as Error)?.name === 'AbortError' ||
    err instanceof ResponseValidationError;
  if (status === undefined && !network) throw err;
  log?.warn(
    { provider: 'paypal', status, issue: issueOf(err), code: (err as { code?: string }).code },
    `paypal call failed: ${(err as Error).message}`,
  );
  if (
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 401 &&
    status !== 403 &&
    status !== 429
  ) {
    const issue = issueOf(err);
    throw new PaymentProviderError('REFUSED', 'PAYPAL', issue ? { providerCode: issue } : {}, { cause: err });
  }
  throw new PaymentProviderError('UNAVAILABLE', 'PAYPAL', {}, { cause: err });
}
