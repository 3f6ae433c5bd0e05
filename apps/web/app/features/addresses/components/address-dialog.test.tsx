import { emptyAddressForm } from '@shop/domain/addresses';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { formValuesOf } from '../lib/use-address-actions.ts';
import { AddressDialog } from './address-dialog.tsx';
import { testAddress, testLoaders } from './address-test-data.ts';

function open(initial = emptyAddressForm(), editing?: { id: string }) {
  const onSave = vi.fn(async () => true);
  const onClose = vi.fn();
  renderWithRouter(
    <AddressDialog
      initial={initial}
      editing={editing}
      onSave={onSave}
      onClose={onClose}
      loaders={testLoaders}
    />,
  );
  return { onSave, onClose, dialog: () => screen.getByRole('dialog') };
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const change = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'SAVE' })));
const errorOf = (label: string | RegExp) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('AddressDialog (spec 000 §5)', () => {
  it('NEW ADDRESS: saving an empty form marks every field and shows each required message', async () => {
    const { onSave } = open();
    expect(screen.getByRole('dialog', { name: 'NEW ADDRESS' })).toBeTruthy();
    expect(screen.queryByText('First name is required')).toBeNull(); // not before the first save
    await save();
    expect(errorOf(/FIRST NAME/)).toBe('First name is required');
    expect(errorOf(/STREET ADDRESS/)).toBe('Street Address is required');
    expect(errorOf(/CITY/)).toBe('City is required');
    expect(errorOf(/COUNTRY/)).toBe('Country is required');
    expect(errorOf(/POSTCODE/)).toBe('Postcode is required');
    expect(errorOf(/PHONE/)).toBe('Phone is required');
    expect(errorOf(/LAST NAME/)).toBeUndefined();
    expect(errorOf(/COMPANY/)).toBeUndefined();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('a country with states asks for a state and labels the postcode ZIP CODE', async () => {
    open();
    await screen.findByRole('option', { name: 'United States' });
    expect(screen.queryByLabelText(/STATE\/PROVINCE/)).toBeNull();
    change(/COUNTRY/, 'US');
    await screen.findByRole('option', { name: 'California' });
    await save();
    expect(errorOf(/ZIP CODE/)).toBe('Zip Code is required');
    expect(errorOf(/STATE\/PROVINCE/)).toBe('State/Province is required');
    change(/COUNTRY/, 'GB');
    await waitFor(() => expect(screen.queryByLabelText(/STATE\/PROVINCE/)).toBeNull());
    expect(errorOf(/POSTCODE/)).toBe('Postcode is required');
  });

  it('phone: 8 to 20 characters, else "Please enter a valid Phone"', async () => {
    open();
    change(/PHONE/, '1234567');
    await save();
    expect(errorOf(/PHONE/)).toBe('Please enter a valid Phone');
    change(/PHONE/, '12345678');
    expect(errorOf(/PHONE/)).toBeUndefined();
    change(/PHONE/, '123456789012345678901');
    expect(errorOf(/PHONE/)).toBe('Please enter a valid Phone');
    change(/PHONE/, 'abcdefghij');
    expect(errorOf(/PHONE/)).toBe('Please enter a valid Phone');
  });

  it('EDIT ADDRESS: a new country clears a state its list lacks (state required again)', async () => {
    const { onSave } = open(formValuesOf(testAddress({ stateOrProvince: 'NY' })), { id: 'a1' });
    expect(screen.getByRole('dialog', { name: 'EDIT ADDRESS' })).toBeTruthy();
    await waitFor(() => expect(field(/STATE\/PROVINCE/).value).toBe('NY'));
    change(/COUNTRY/, 'CA');
    await screen.findByRole('option', { name: 'Ontario' });
    expect(field(/STATE\/PROVINCE/).value).toBe('');
    await save();
    expect(errorOf(/STATE\/PROVINCE/)).toBe('State/Province is required');
    expect(onSave).not.toHaveBeenCalled();
    change(/STATE\/PROVINCE/, 'QC');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'CA', stateOrProvince: 'QC', firstName: 'Ada', postCode: '95014' }),
    );
  });

  it('a country without states sends no state, and SAVE closes the popup once saved', async () => {
    const { onSave, onClose } = open(formValuesOf(testAddress()), { id: 'a1' });
    await waitFor(() => expect(field(/STATE\/PROVINCE/).value).toBe('CA'));
    change(/COUNTRY/, 'GB');
    await waitFor(() => expect(screen.queryByLabelText(/STATE\/PROVINCE/)).toBeNull());
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ country: 'GB', stateOrProvince: '' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('CANCEL closes without saving', () => {
    const { onSave, onClose, dialog } = open();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'CANCEL' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });
});
