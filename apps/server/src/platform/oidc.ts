import * as client from 'openid-client';

/**
 * Sign-in with Google, or any OpenID Connect provider: authorization-code flow with PKCE, state and nonce
 * (not the implicit flow the old storefront used: tokens never pass through the browser). The provider's
 * metadata is discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  redirectUrl: string;
}

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

export interface OidcFlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** Fresh random state, nonce and PKCE verifier for one sign-in. */
  newFlow(): OidcFlowChecks;
  authorizationUrl(flow: OidcFlowChecks): Promise<URL>;
  /** Exchanges the code of the callback URL and validates the ID token (signature, issuer, audience, nonce). */
  finish(callbackUrl: URL, flow: OidcFlowChecks): Promise<OidcIdentity>;
}

const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

export function oidcClient(settings: OidcSettings): OidcClient {
  const issuer = new URL(settings.issuer);
  let configuration: Promise<client.Configuration> | null = null;
  const discover = () => {
    configuration ??= client
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        settings.clientSecret ? client.ClientSecretBasic(settings.clientSecret) : client.None(),
        // Plain http only for a provider on this machine (the tests' local provider); never over a network.
        issuer.protocol === 'http:' && isLoopback(issuer)
          ? { execute: [client.allowInsecureRequests] }
          : undefined,
      )
      .catch((err) => {
        configuration = null;
        throw err;
      });
    return configuration;
  };

  return {
    newFlow: () => ({
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    }),
    async authorizationUrl(flow) {
      const config = await discover();
      const params: Record<string, string> = {
        redirect_uri: settings.redirectUrl,
        scope: 'openid email profile',
        response_type: 'code',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
      };
      // Spec 001 §4.1: Google asks which account to use.
      if (issuer.hostname === 'accounts.google.com') params.prompt = 'select_account';
      return client.buildAuthorizationUrl(config, params);
    },
    async finish(callbackUrl, flow) {
      const config = await discover();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      // Google puts e-mail and names in the ID token; providers that keep them for userinfo are asked there.
      const claims: Record<string, unknown> =
        idToken.email === undefined && tokens.access_token
          ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), ...idToken }
          : idToken;
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      return {
        issuer: idToken.iss,
        subject: idToken.sub,
        email: text(claims.email),
        // Google sends a boolean; some providers a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
      };
    },
  };
}
