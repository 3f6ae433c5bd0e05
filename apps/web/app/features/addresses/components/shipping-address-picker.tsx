import { type Address, type AddressPrefillSource, shippingAddress } from '@shop/domain/addresses';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { type AddressStore, addressStore, useAddresses } from '../lib/address-store.ts';
import { type ShippingChoice, shippingChoice, useShippingChoice } from '../lib/shipping-choice.ts';
import type { AddressFormLoaders } from '../lib/use-address-form.ts';
import { AddressCard } from './address-card.tsx';
import { AddressSelectDialog } from './address-select-dialog.tsx';

interface ShippingAddressPickerProps {
  /** The saved addresses the page's loader fetched (server rendering); the store takes over after. */
  initial: readonly Address[];
  /** The signed-in profile, to prefill ADD YOUR ADDRESS. */
  user: AddressPrefillSource | null;
  store?: AddressStore;
  choice?: ShippingChoice;
  loaders?: AddressFormLoaders;
}

/**
 * The shipping address of the checkout's SHIPPING INFORMATION step: the address in use (the chosen one, or
 * the first saved one when none is chosen or the chosen one was deleted: spec 001 §4.8), and the address
 * selection popup of spec 000 §2 to choose another or add one. With no saved address: 'Address required'.
 */
export function ShippingAddressPicker({
  initial,
  user,
  store = addressStore,
  choice = shippingChoice,
  loaders,
}: ShippingAddressPickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const addresses = useAddresses(initial, store) ?? initial;
  const chosenId = useShippingChoice(choice);
  const [open, setOpen] = useState(false);
  const address = shippingAddress(addresses, chosenId);

  useEffect(() => store.seed(initial), [initial, store]);

  return (
    <section className="ship-address" aria-labelledby={headingId}>
      <div className="ship-address__head">
        <h2 id={headingId} className="ship-address__title">
          {t('address.shippingTitle')}
        </h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(true)}>
          {address ? t('address.change') : t('address.add')}
        </button>
      </div>
      {address ? (
        <AddressCard address={address} mode="view" />
      ) : (
        <p className="auth-field__error ship-address__required" role="alert">
          {t('address.addressRequired')}
        </p>
      )}
      {open && (
        <AddressSelectDialog
          selectedId={address?.id ?? null}
          user={user}
          store={store}
          loaders={loaders}
          startWithNew={!address}
          onChoose={(chosen) => {
            choice.choose(chosen.id);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
