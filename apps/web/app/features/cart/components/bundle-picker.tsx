import type { BundleOffer } from '@shop/domain/catalog';
import { useId, useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { priceOf, quickSelect, type Selections, toggle, variantRoom } from '../lib/bundle-selection.ts';

interface PickerProps {
  offer: BundleOffer;
  selections: Selections;
  held: ReadonlyMap<string, number>;
  /** UP-COMING or SALE END when the product cannot be bought now; null for SELECT / UPDATE. */
  label: 'upcoming' | 'saleEnd' | 'buyNow' | 'addToCart' | null;
  onDone: (chosen: string[]) => void;
  onClose: () => void;
}

/**
 * The bundle item picker (spec 000 §2, §4): pick as many different variants as the bundle holds; while
 * fewer are picked the button waits, once all are picked the price is the bundle price with "Yas! You got
 * a Bundle price!". QUICK SELECT fills the remaining slots with variants in stock (and deselects all when
 * the pick is full); DESELECT clears it. The button is SELECT, or UPDATE when the bundle had a pick.
 */
export function BundlePicker({ offer, selections, held, label, onDone, onClose }: PickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const before = selections[offer.id]?.chosen ?? [];
  const [chosen, setChosen] = useState<string[]>(before);
  const complete = chosen.length === offer.bundle;
  const price = complete ? priceOf(offer, chosen, 1) : null;
  const button = label ?? (before.length === offer.bundle ? 'update' : 'select');

  return (
    <Modal onClose={onClose} labelledBy={id} className="dialog bundle-picker">
      <h2 id={id} className="dialog__title">
        {offer.name}
      </h2>
      <p className="dialog__message" aria-live="polite">
        {t('bundle.picked', { picked: chosen.length, size: offer.bundle })}
      </p>
      <ul className="bundle-picker__items">
        {offer.variants.map((v) => {
          const on = chosen.includes(v.id);
          const out = variantRoom(offer, selections, v.id, held) <= 0;
          return (
            <li key={v.id}>
              <button
                type="button"
                className={`bundle-picker__item${on ? ' is-on' : ''}`}
                aria-pressed={on}
                disabled={!on && (out || complete)}
                onClick={() => setChosen((c) => toggle(offer, c, v.id))}
              >
                {v.image && <img src={v.image.imageUrl} alt="" width={48} height={48} />}
                <span>
                  <strong>{v.productName}</strong>
                  <small>{v.name}</small>
                </span>
                <span className="bundle-picker__price">
                  {out ? t('bundle.outOfStock') : formatUsd(v.regularPrice)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {price && (
        <p className="bundle-picker__yas" role="status">
          {t('bundle.bundlePrice')} {price.discount > 0 && <s>{formatUsd(price.regularPrice)}</s>}{' '}
          <strong>{formatUsd(price.salePrice)}</strong>
        </p>
      )}
      <div className="bundle-picker__tools">
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setChosen((c) => quickSelect(offer, selections, c, held))}
        >
          {t('bundle.quickSelect')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={chosen.length === 0}
          onClick={() => setChosen([])}
        >
          {t('bundle.deselect')}
        </button>
      </div>
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--accent"
          disabled={label !== null || (!complete && !(before.length > 0 && chosen.length === 0))}
          onClick={() => onDone(chosen)}
        >
          {t(`catalog.${button}`)}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('dialog.cancel')}
        </button>
      </div>
    </Modal>
  );
}
