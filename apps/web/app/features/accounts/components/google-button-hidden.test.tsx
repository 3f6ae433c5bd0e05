import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { GoogleButton } from './google-button.tsx';

// A file of its own: the providers answer is asked once per page load (module state).
const providers = vi.hoisted(() => vi.fn());
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  providers,
}));

describe('GoogleButton without Google configured', () => {
  it('is hidden when GET /auth/providers says google: false, or cannot be asked', async () => {
    providers.mockResolvedValue({ status: 200, body: { google: false }, setCookies: [] });
    renderWithRouter(<GoogleButton label="Register with Google" />);
    await waitFor(() => expect(providers).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
