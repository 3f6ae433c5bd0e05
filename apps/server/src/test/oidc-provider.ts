import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** People the local provider knows: login name -> claims. */
export const OIDC_PEOPLE: Record<
  string,
  { email: string; verified: boolean; given: string; family: string }
> = {
  alice: { email: 'alice@example.com', verified: true, given: 'Alice', family: 'Liddell' },
  mallory: { email: 'victim@example.com', verified: false, given: 'Mal', family: 'Lory' },
  carol: { email: 'carol@example.com', verified: true, given: 'Carol', family: 'Shaw' },
  dave: { email: 'dave@example.com', verified: true, given: 'Dave', family: 'Cutler' },
};

/** A free TCP port on 127.0.0.1 (the shop's callback URL must be known before the shop starts). */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, with its development login and consent
 * pages: the test signs in as anyone of OIDC_PEOPLE by typing the login name. `port` 0 takes a free one
 * (API tests); the browser journeys start it on a known port (e2e/support/oidc-idp.ts).
 */
export async function startOidcProvider(redirectUri: string, { port = 0 }: { port?: number } = {}) {
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'shop',
        client_secret: 'shop-secret-for-tests',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds) keep the provider from printing a notice per artefact.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    async findAccount(_ctx, id) {
      const person = OIDC_PEOPLE[id];
      if (!person) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: person.email,
          email_verified: person.verified,
          given_name: person.given,
          family_name: person.family,
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
