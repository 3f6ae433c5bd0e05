import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { ActivationRequestForm } from './activation-request-form.tsx';

const request = vi.hoisted(() =>
  vi.fn(async () => ({ status: 200, body: { success: true }, setCookies: [] })),
);
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  requestActivation: request,
}));

describe('/activate without parameters', () => {
  it('asks for an e-mail, sends it, and says a code is on its way without saying whether the account exists', async () => {
    renderWithRouter(<ActivationRequestForm />);
    fireEvent.click(screen.getByRole('button', { name: 'SEND NEW CODE' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('YOUR EMAIL'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'SEND NEW CODE' }));
    expect(
      await screen.findByText(
        /If an account with this address is waiting for activation, a new code is on its way/,
      ),
    ).toBeTruthy();
    expect(request).toHaveBeenCalledWith('grace@example.com', undefined);
  });
});
