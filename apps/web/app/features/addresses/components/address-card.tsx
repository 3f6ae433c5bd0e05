import type { Address } from '@shop/domain/addresses';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

type CardMode =
  | { mode: 'edit'; onEdit: () => void; onSetDefault: () => void; onRemove: () => void; busy?: boolean }
  | { mode: 'select'; selected: boolean; onSelect: () => void }
  | { mode: 'view' };

/**
 * One saved address (spec 000 §2): name, phone, full address and sub-address, the DEFAULT badge on the
 * primary one; in edit mode the edit, set-default and remove controls, in select mode SELECT / SELECTED,
 * in view mode none (the shipping address shown at checkout).
 */
export function AddressCard({
  address,
  headingLevel = 3,
  ...props
}: { address: Address; headingLevel?: 2 | 3 } & CardMode) {
  const { t } = useTranslation();
  const headingId = useId();
  // h2 on the address book page (under its h1), h3 inside the popup (under its h2 title).
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`acard${props.mode === 'select' && props.selected ? ' acard--selected' : ''}`}
      aria-labelledby={headingId}
    >
      <header className="acard__head">
        <Heading id={headingId} className="acard__name">
          {address.fullName}
        </Heading>
        <span className="acard__type">{t(`address.types.${address.type}`)}</span>
        {address.primary && <span className="acard__badge">{t('address.default')}</span>}
      </header>
      <p className="acard__line">{address.phone}</p>
      <p className="acard__line">{address.fullAddress}</p>
      {address.subAddress && <p className="acard__line acard__line--muted">{address.subAddress}</p>}
      {address.email && <p className="acard__line acard__line--muted">{address.email}</p>}
      {props.mode !== 'view' && (
        <div className="acard__actions">
          {props.mode === 'edit' ? (
            <>
              <button type="button" className="btn btn--ghost btn--sm" onClick={props.onEdit}>
                {t('address.editAction')}
              </button>
              {!address.primary && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={props.onSetDefault}
                  disabled={props.busy}
                >
                  {t('address.setDefault')}
                </button>
              )}
              <button
                type="button"
                className="btn btn--ghost btn--sm acard__remove"
                onClick={props.onRemove}
                disabled={props.busy}
              >
                {t('address.remove')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={`btn btn--sm${props.selected ? ' btn--accent' : ' btn--ghost'}`}
              onClick={props.onSelect}
              aria-pressed={props.selected}
            >
              {props.selected ? t('address.selected') : t('address.select')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}
