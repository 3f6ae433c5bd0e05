import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { GoogleButton } from './google-button.tsx';

const providers = vi.hoisted(() => vi.fn());
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  providers,
}));

describe('GoogleButton', () => {
  it("shows when the API has Google configured, carrying the page it starts from and 'Remember Me'", async () => {
    providers.mockResolvedValue({ status: 200, body: { google: true }, setCookies: [] });
    renderWithRouter(
      <GoogleButton label="Login with Google" rememberMe={false} />,
      '/product/forest-sprite?x=1',
    );
    const link = await screen.findByRole('link', { name: /Login with Google/ });
    const url = new URL(link.getAttribute('href')!, 'http://shop.test');
    expect(url.pathname).toBe('/api/v1/auth/oidc/start');
    expect(url.searchParams.get('redirect_uri')).toBe('/product/forest-sprite?x=1');
    expect(url.searchParams.get('rememberMe')).toBe('false');
    expect(providers).toHaveBeenCalledTimes(1);
  });
});
