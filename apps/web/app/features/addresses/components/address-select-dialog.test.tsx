import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emitSignedIn, emitSignedOut } from '../../../lib/session-events.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { createAddressStore, followSession } from '../lib/address-store.ts';
import { createShippingChoice } from '../lib/shipping-choice.ts';
import { AddressSelectDialog } from './address-select-dialog.tsx';
import { testAddress, testLoaders } from './address-test-data.ts';

const home = testAddress({ id: 'a1', primary: true });
const office = testAddress({
  id: 'a2',
  type: 'OFFICE',
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  country: 'GB',
  countryName: 'United Kingdom',
  stateOrProvince: null,
  stateName: null,
  fullAddress: '10 Downing St, London, United Kingdom, SW1A 2AA',
});

async function open(selectedId: string | null) {
  const load = vi.fn(async () => [home, office]);
  const store = createAddressStore(load);
  const onChoose = vi.fn();
  const onClose = vi.fn();
  const user = {
    email: 'kai@example.com',
    firstName: 'Kai',
    lastName: 'Tanaka',
    phone: { regionCode: 'gb' },
  };
  renderWithRouter(
    <AddressSelectDialog
      selectedId={selectedId}
      onChoose={onChoose}
      onClose={onClose}
      user={user}
      store={store}
      loaders={testLoaders}
    />,
  );
  await screen.findByRole('article', { name: 'Ada Lovelace' });
  return { load, onChoose, onClose };
}

describe('AddressSelectDialog (spec 000 §2)', () => {
  it('lists the saved addresses under ADDRESS, DEFAULT on the primary one, SELECTED on the chosen one', async () => {
    const { load } = await open('a2');
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'ADDRESS' })).toBeTruthy();
    const ada = screen.getByRole('article', { name: 'Ada Lovelace' });
    const grace = screen.getByRole('article', { name: 'Grace Hopper' });
    expect(within(ada).getByText('DEFAULT')).toBeTruthy();
    expect(within(grace).queryByText('DEFAULT')).toBeNull();
    expect(within(ada).getByRole('button', { name: 'SELECT' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(grace).getByRole('button', { name: 'SELECTED' }).getAttribute('aria-pressed')).toBe('true');
    expect(grace.textContent).toContain('10 Downing St, London, United Kingdom, SW1A 2AA');
    // Select mode has no edit controls.
    expect(within(ada).queryByRole('button', { name: 'EDIT' })).toBeNull();
  });

  it('choosing an address hands it back', async () => {
    const { onChoose } = await open('a2');
    fireEvent.click(
      within(screen.getByRole('article', { name: 'Ada Lovelace' })).getByRole('button', { name: 'SELECT' }),
    );
    expect(onChoose).toHaveBeenCalledWith(home);
  });

  it('ADD YOUR ADDRESS opens NEW ADDRESS prefilled from the profile', async () => {
    await open(null);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'ADD YOUR ADDRESS' })));
    const dialog = screen.getByRole('dialog', { name: 'NEW ADDRESS' });
    expect((within(dialog).getByLabelText(/FIRST NAME/) as HTMLInputElement).value).toBe('Kai');
    expect((within(dialog).getByLabelText(/LAST NAME/) as HTMLInputElement).value).toBe('Tanaka');
    expect((within(dialog).getByLabelText(/EMAIL/) as HTMLInputElement).value).toBe('kai@example.com');
    await within(dialog).findByRole('option', { name: 'United Kingdom' });
    expect((within(dialog).getByLabelText(/COUNTRY/) as HTMLSelectElement).value).toBe('GB');
  });

  it('the saved addresses and the shipping choice clear on sign-out and reload on sign-in (spec 001 §4.1)', async () => {
    const load = vi.fn(async () => [home]);
    const store = createAddressStore(load);
    const choice = createShippingChoice('TEST_SHIPPING_CHOICE');
    const stop = followSession(store, choice);
    store.seed([home, office]);
    choice.choose('a2');
    emitSignedOut('logout');
    expect(store.getSnapshot()).toBeNull();
    expect(choice.getSnapshot()).toBeNull();
    expect(load).not.toHaveBeenCalled();

    choice.choose('a2');
    emitSignedIn();
    expect(choice.getSnapshot()).toBeNull(); // the new shopper chooses afresh
    await vi.waitFor(() => expect(store.getSnapshot()).toEqual([home]), { timeout: 5_000 });
    expect(load).toHaveBeenCalledTimes(1);

    emitSignedOut('rejected'); // a 401: the session is gone all the same
    expect(store.getSnapshot()).toBeNull();
    stop();
    emitSignedIn();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
