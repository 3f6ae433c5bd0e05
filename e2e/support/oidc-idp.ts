import { startOidcProvider } from '../../apps/server/src/test/oidc-provider.ts';

/**
 * The local OpenID provider of the browser journeys (a second Playwright webServer): the same
 * oidc-provider the API tests use, on IDP_PORT, with the shop at SHOP_URL as its one client. Its login
 * page takes any of OIDC_PEOPLE (alice, carol, dave...) with any password.
 */
const port = Number(process.env.IDP_PORT);
const shop = process.env.SHOP_URL ?? '';
if (!Number.isInteger(port) || port <= 0 || !shop) {
  console.error('IDP_PORT and SHOP_URL are required');
  process.exit(1);
}
const idp = await startOidcProvider(`${shop}/api/v1/auth/oidc/callback`, { port });
console.log(`OpenID provider at ${idp.issuer} for ${shop}`);
const stop = () => void idp.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
