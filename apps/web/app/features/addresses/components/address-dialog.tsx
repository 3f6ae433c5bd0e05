import type { Address, AddressFormValues, AddressInput } from '@shop/domain/addresses';
import { ADDRESS_MAX_LENGTHS as L, PHONE_MAX_LENGTH } from '@shop/domain/addresses';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { FormField } from '../../../shell/form-field.tsx';
import { Modal } from '../../../shell/modal.tsx';
import type { FieldError } from '../lib/address-errors.ts';
import { type AddressFormLoaders, useAddressForm } from '../lib/use-address-form.ts';

interface AddressDialogProps {
  /** The form's starting values (an edited address, or an empty form prefilled from the profile). */
  initial: AddressFormValues;
  /** Given when editing: the title reads EDIT ADDRESS. */
  editing?: Pick<Address, 'id'>;
  /** Saves; resolves true when it worked (the dialog then closes). */
  onSave: (input: AddressInput) => Promise<boolean>;
  onClose: () => void;
  loaders?: AddressFormLoaders;
}

/** The address popup of spec 000 §2/§5: NEW ADDRESS or EDIT ADDRESS, CANCEL and SAVE. */
export function AddressDialog({ initial, editing, onSave, onClose, loaders }: AddressDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useAddressForm(initial, loaders);
  const [busy, setBusy] = useState(false);
  const { values, errors, set } = form;
  const msg = (e: FieldError | undefined) => (e ? t(e.key, e.params) : undefined);
  const text = (field: keyof AddressFormValues) => ({
    value: String(values[field] ?? ''),
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = form.validate();
    if (!input) {
      // The first invalid control gets focus once the messages are on screen.
      const formEl = event.currentTarget;
      requestAnimationFrame(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    try {
      if (await onSave(input)) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal onClose={onClose} labelledBy={`${id}-title`} className="aform">
      <form onSubmit={submit} noValidate aria-busy={busy}>
        <h2 id={`${id}-title`} className="dialog__title">
          {editing ? t('address.edit') : t('address.new')}
        </h2>
        <fieldset className="aform__type">
          <legend className="field__label">{t('address.type')}</legend>
          {(['HOME', 'OFFICE'] as const).map((type) => (
            <label key={type} className="aform__radio">
              <input
                type="radio"
                name={`${id}-type`}
                checked={(values.type ?? 'HOME') === type}
                onChange={() => set('type', type)}
              />
              {t(`address.types.${type}`)}
            </label>
          ))}
        </fieldset>
        <div className="form-grid">
          <FormField id={`${id}-first`} label={t('address.firstName')} error={msg(errors.firstName)} required>
            <input autoComplete="given-name" maxLength={L.name} {...text('firstName')} data-autofocus />
          </FormField>
          <FormField id={`${id}-last`} label={t('address.lastName')} error={msg(errors.lastName)}>
            <input autoComplete="family-name" maxLength={L.name} {...text('lastName')} />
          </FormField>
          <FormField
            id={`${id}-company`}
            label={t('address.company')}
            error={msg(errors.company)}
            className="field--wide"
          >
            <input autoComplete="organization" maxLength={L.company} {...text('company')} />
          </FormField>
          <FormField
            id={`${id}-street`}
            label={t('address.street')}
            error={msg(errors.street)}
            className="field--wide"
            required
          >
            <input autoComplete="address-line1" maxLength={L.street} {...text('street')} />
          </FormField>
          <FormField
            id={`${id}-line2`}
            label={t('address.apartment')}
            error={msg(errors.addressLine2)}
            className="field--wide"
          >
            <input autoComplete="address-line2" maxLength={L.addressLine2} {...text('addressLine2')} />
          </FormField>
          <FormField id={`${id}-city`} label={t('address.city')} error={msg(errors.city)} required>
            <input autoComplete="address-level2" maxLength={L.city} {...text('city')} />
          </FormField>
          <FormField id={`${id}-country`} label={t('address.country')} error={msg(errors.country)} required>
            <select autoComplete="country" {...text('country')}>
              <option value="">{t('address.chooseCountry')}</option>
              {form.countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormField>
          {form.hasStates && (
            <FormField
              id={`${id}-state`}
              label={t('address.state')}
              error={msg(errors.stateOrProvince)}
              required
            >
              <select autoComplete="address-level1" {...text('stateOrProvince')}>
                <option value="">{t('address.chooseState')}</option>
                {form.states.map((s) => (
                  <option key={s.code} value={s.code}>
                    {s.name}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          <FormField
            id={`${id}-post`}
            label={form.hasStates ? t('address.zipCode') : t('address.postcode')}
            error={msg(errors.postCode)}
            required
          >
            <input autoComplete="postal-code" maxLength={L.postCode} {...text('postCode')} />
          </FormField>
          <FormField id={`${id}-phone`} label={t('address.phone')} error={msg(errors.phone)} required>
            <input type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} {...text('phone')} />
          </FormField>
          <FormField
            id={`${id}-email`}
            label={t('address.email')}
            error={msg(errors.email)}
            className="field--wide"
          >
            <input type="email" autoComplete="email" maxLength={L.email} {...text('email')} />
          </FormField>
        </div>
        <div className="dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className="btn btn--accent" disabled={busy}>
            {t('address.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
