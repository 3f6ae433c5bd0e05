import type { Address, AddressPrefillSource } from '@shop/domain/addresses';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { addressStore, useAddresses } from '../lib/address-store.ts';
import { useAddressActions } from '../lib/use-address-actions.ts';
import { AddressCard } from './address-card.tsx';
import { AddressDialog } from './address-dialog.tsx';

interface AddressBookProps {
  /** The list the page's loader fetched (server rendering); the store takes over in the browser. */
  initial: readonly Address[];
  /** The signed-in profile, to prefill a new address (spec 000 §5). */
  user: AddressPrefillSource | null;
}

/** The address book (spec 000 §2–§5): the saved addresses with edit, set-default and remove, and add. */
export function AddressBook({ initial, user }: AddressBookProps) {
  const { t } = useTranslation();
  const addresses = useAddresses(initial) ?? initial;
  const actions = useAddressActions(user);

  useEffect(() => addressStore.seed(initial), [initial]);

  return (
    <section className="abook" aria-label={t('address.bookTitle')}>
      <div className="abook__bar">
        <p className="abook__count">
          {addresses.length > 0 ? t('address.count', { count: addresses.length }) : t('address.empty')}
        </p>
        <button type="button" className="btn btn--accent" onClick={actions.openNew}>
          {t('address.add')}
        </button>
      </div>
      {addresses.length > 0 && (
        <ul className="abook__list">
          {addresses.map((a) => (
            <li key={a.id}>
              <AddressCard
                address={a}
                headingLevel={2}
                mode="edit"
                busy={actions.busy}
                onEdit={() => actions.openEdit(a)}
                onSetDefault={() => void actions.setDefault(a)}
                onRemove={() => void actions.remove(a)}
              />
            </li>
          ))}
        </ul>
      )}
      {actions.editor && (
        <AddressDialog
          initial={actions.editor.initial}
          editing={actions.editor.editing}
          onSave={async (input) => (await actions.save(input)) !== null}
          onClose={actions.closeEditor}
        />
      )}
    </section>
  );
}
