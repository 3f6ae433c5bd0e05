import {
  type Address,
  type AddressFormValues,
  type AddressInput,
  type AddressPrefillSource,
  emptyAddressForm,
  prefillNewAddress,
} from '@shop/domain/addresses';
import { useState } from 'react';
import { confirmDialog } from '../../../lib/dialog-store.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { removeAddress, saveAddress, setPrimaryAddress } from '../api/addresses.ts';
import { type AddressStore, addressStore } from './address-store.ts';

/** What the address popup is doing: closed, adding, or editing one address. */
export type EditorState = null | { initial: AddressFormValues; editing?: Address };

/** The form values of a saved address (EDIT ADDRESS starts from them). */
export function formValuesOf(a: Address): AddressFormValues {
  return {
    type: a.type,
    firstName: a.firstName,
    lastName: a.lastName,
    company: a.company,
    street: a.street,
    addressLine2: a.addressLine2,
    city: a.city,
    country: a.country,
    stateOrProvince: a.stateOrProvince ?? '',
    postCode: a.postCode,
    phone: a.phone,
    email: a.email,
  };
}

/**
 * The address book's actions (spec 000 §4): add and edit through the popup, set default (toast
 * "Successfully set primary address!"), remove after the spec's confirmation. Each change reloads the
 * list, since the server decides which address is primary (first one, promotion after a removal).
 */
export function useAddressActions(user: AddressPrefillSource | null, store: AddressStore = addressStore) {
  const { t } = useTranslation();
  const [editor, setEditor] = useState<EditorState>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<boolean>): Promise<boolean> {
    setBusy(true);
    try {
      const ok = await action();
      if (ok) await store.reload();
      return ok;
    } finally {
      setBusy(false);
    }
  }

  return {
    editor,
    busy,
    openNew: () =>
      setEditor({ initial: user ? prefillNewAddress(emptyAddressForm(), user) : emptyAddressForm() }),
    openEdit: (a: Address) => setEditor({ initial: formValuesOf(a), editing: a }),
    closeEditor: () => setEditor(null),
    /** The popup's SAVE; resolves to the saved address (or null). */
    async save(input: AddressInput): Promise<Address | null> {
      let saved: Address | null = null;
      await run(async () => {
        saved = await saveAddress(input, editor?.editing?.id);
        return saved !== null;
      });
      return saved;
    },
    async setDefault(a: Address) {
      const ok = await run(() => setPrimaryAddress(a.id));
      if (ok) toasts.show({ type: 'success', message: t('address.primarySet') });
    },
    async remove(a: Address) {
      // The spec's confirmation text with CANCEL; the yes button keeps the generic dialog's OK.
      const answer = await confirmDialog(t('address.removeConfirm'));
      if (answer.confirmed) await run(() => removeAddress(a.id));
    },
  };
}
