import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FALLBACK_CONFIG } from '../../../lib/session.ts';
import { renderWithRoot } from '../../../test/render.tsx';
import { GoogleButton } from './google-button.tsx';

const rootData = (google: boolean) => ({ appConfig: { ...FALLBACK_CONFIG, signIn: { google } }, user: null });

describe('GoogleButton', () => {
  it("shows when the app config says Google is configured, carrying the page it starts from and 'Remember Me'", async () => {
    renderWithRoot(
      <GoogleButton label="Login with Google" rememberMe={false} />,
      rootData(true),
      '/product/forest-sprite?x=1',
    );
    const link = await screen.findByRole('link', { name: /Login with Google/ });
    const url = new URL(link.getAttribute('href')!, 'http://shop.test');
    expect(url.pathname).toBe('/api/v1/auth/oidc/start');
    expect(url.searchParams.get('redirect_uri')).toBe('/product/forest-sprite?x=1');
    expect(url.searchParams.get('rememberMe')).toBe('false');
  });

  it('is hidden when the app config says Google is not configured', async () => {
    renderWithRoot(
      <>
        <GoogleButton label="Register with Google" />
        <p>form</p>
      </>,
      rootData(false),
    );
    expect(await screen.findByText('form')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
