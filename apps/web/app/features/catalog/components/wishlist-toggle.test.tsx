import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/render.tsx';
import { WishlistToggle } from './wishlist-toggle.tsx';

const { request, requestLogin, show } = vi.hoisted(() => ({
  request: vi.fn(),
  requestLogin: vi.fn(),
  show: vi.fn(),
}));
vi.mock('../../../lib/api.ts', () => ({ api: { request } }));
vi.mock('../../../lib/login-prompt.ts', () => ({ requestLogin }));
vi.mock('../../../lib/toast-store.ts', () => ({ toasts: { show } }));

/** The toggle under a root route whose data says who is signed in. */
function renderAs(user: { id: string } | null, favorite = false) {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', element: <WishlistToggle productId="p1" favorite={favorite} /> }],
    { hydrationData: { loaderData: { root: { appConfig: null, user } } } },
  );
  return render(<RouterProvider router={router} />);
}

describe('WishlistToggle', () => {
  beforeEach(() => {
    request.mockReset();
    requestLogin.mockReset();
    show.mockReset();
  });

  it('asks a signed-out shopper to log in and calls no API', () => {
    renderAs(null);
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    expect(requestLogin).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('toggles through the wishlist API with a toast, following the answer', async () => {
    request.mockResolvedValueOnce({ status: 200, body: { productId: 'p1', favorite: true } });
    renderAs({ id: 'u1' });
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(request).toHaveBeenCalledWith('PUT', '/api/v1/me/wishlist/p1', { flag: true, kind: 'WISHLIST' });
    // The toast leads to the wishlist page.
    expect(show).toHaveBeenCalledWith({
      type: 'success',
      message: 'Added to your wishlist.',
      link: { to: '/account/wishlist', label: 'VIEW WISHLIST' },
    });
  });

  it('keeps its state when the request fails', async () => {
    request.mockResolvedValueOnce({ status: 500, body: null });
    renderAs({ id: 'u1' }, true);
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(show).not.toHaveBeenCalled();
  });
});
