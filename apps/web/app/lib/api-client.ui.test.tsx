import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogHost } from '../shell/dialog-host.tsx';
import { Toaster } from '../shell/toaster.tsx';
import { renderWithRouter } from '../test/render.tsx';
import { createApiClient } from './api-client.ts';
import { dialogs } from './dialog-store.ts';
import { i18n } from './i18n.ts';
import { emitSignedOut } from './session-events.ts';
import { toasts } from './toast-store.ts';

/** The browser client as the app wires it, with a fetch that answers what the test says. */
const appClient = (answer: () => Promise<Response>) =>
  createApiClient({
    fetch: answer as unknown as typeof fetch,
    toast: toasts.show,
    dialog: dialogs.open,
    onSignedOut: emitSignedOut,
    isOnline: () => true,
    translate: (key, params) => i18n.t(key, params ?? {}),
    errorText: (code, params) =>
      i18n.exists(`ERRORS.${code}`) ? i18n.t(`ERRORS.${code}`, params ?? {}) : null,
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() =>
  act(() => {
    toasts.clear();
    dialogs.clear();
  }),
);

describe('api client, as the shopper sees it', () => {
  it('puts one toast per error of a 400 on screen', async () => {
    renderWithRouter(
      <>
        <Toaster />
        <DialogHost />
      </>,
    );
    const body = { status: 0, errors: [{ errorCode: 'ECOM-111' }, { errorCode: 'ECOM-052' }] };
    await act(() => appClient(async () => json(400, body)).request('PATCH', '/api/v1/cart/items', {}));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'This product is currently unavailable.',
      'This order can not be processed.',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the Oops ! dialog when the server fails', async () => {
    renderWithRouter(<DialogHost />);
    await act(() => appClient(async () => json(502, null)).request('GET', '/api/v1/home'));
    const dialog = screen.getByRole('dialog', { name: 'Oops !' });
    expect(dialog.textContent).toContain('Something went wrong, Please go back and try again.');
  });
});
