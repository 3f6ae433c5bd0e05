import type { Address, AddressPrefillSource } from '@shop/domain/addresses';
import { useEffect, useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { type AddressStore, addressStore, useAddresses } from '../lib/address-store.ts';
import { useAddressActions } from '../lib/use-address-actions.ts';
import type { AddressFormLoaders } from '../lib/use-address-form.ts';
import { AddressCard } from './address-card.tsx';
import { AddressDialog } from './address-dialog.tsx';

interface AddressSelectDialogProps {
  /** The address chosen so far (its card reads SELECTED). */
  selectedId?: string | null;
  /** Choosing an address closes the popup and hands it back (spec 000 §2). */
  onChoose: (address: Address) => void;
  onClose: () => void;
  /** The signed-in profile, to prefill ADD YOUR ADDRESS. */
  user: AddressPrefillSource | null;
  store?: AddressStore;
  loaders?: AddressFormLoaders;
  /** Opens straight on NEW ADDRESS (a shopper with no saved address has nothing to select yet). */
  startWithNew?: boolean;
}

/**
 * The address selection popup (spec 000 §2), for checkout: title ADDRESS, the saved addresses as cards in
 * select mode (SELECT / SELECTED, DEFAULT on the primary one), and ADD YOUR ADDRESS, which opens the
 * address popup; a newly added address is chosen at once, as the shopper just typed it for this purpose.
 */
export function AddressSelectDialog({
  selectedId,
  onChoose,
  onClose,
  user,
  store = addressStore,
  loaders,
  startWithNew = false,
}: AddressSelectDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const addresses = useAddresses(null, store);
  const actions = useAddressActions(user, store);

  useEffect(() => {
    if (store.getSnapshot() === null) void store.reload();
  }, [store]);

  const { openNew } = actions;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the popup opens
  useEffect(() => {
    if (startWithNew) openNew();
  }, []);

  if (actions.editor) {
    return (
      <AddressDialog
        initial={actions.editor.initial}
        loaders={loaders}
        onSave={async (input) => {
          const saved = await actions.save(input);
          if (saved) onChoose(saved);
          return saved !== null;
        }}
        onClose={actions.closeEditor}
      />
    );
  }

  return (
    <Modal onClose={onClose} labelledBy={`${id}-title`} className="aselect">
      <h2 id={`${id}-title`} className="dialog__title">
        {t('address.title')}
      </h2>
      {addresses === null ? (
        <p className="aselect__status" role="status">
          {t('address.loading')}
        </p>
      ) : (
        <ul className="aselect__list">
          {addresses.map((a) => (
            <li key={a.id}>
              <AddressCard
                address={a}
                mode="select"
                selected={a.id === selectedId}
                onSelect={() => onChoose(a)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="dialog__actions">
        <button type="button" className="btn btn--accent" onClick={actions.openNew}>
          {t('address.add')}
        </button>
      </div>
    </Modal>
  );
}
