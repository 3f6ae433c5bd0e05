import type { CartLine } from '@shop/domain/cart';
import { useId } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { cart } from '../lib/cart.ts';

/** SUCCESSFUL ADD TO CART! (spec 000 §2): the added items, VIEW MY CART and Continue Shopping. */
export function AddedDialog({ lines }: { lines: CartLine[] }) {
  const { t } = useTranslation();
  const id = useId();
  const close = () => cart.showAdded(null);
  return (
    <Modal onClose={close} labelledBy={id} className="dialog added-dialog">
      <h2 id={id} className="dialog__title">
        {t('cart.addedTitle')}
      </h2>
      <ul className="added-dialog__items">
        {lines.map((line) => (
          <li key={line.key}>
            {line.image && <img src={line.image.imageUrl} alt="" width={56} height={56} />}
            <span>
              <strong>{line.name}</strong>
              {line.values.length > 0 && <small>{line.values.map((v) => v.value).join(' · ')}</small>}
              <small>
                {line.quantity} × {formatUsd(line.salePrice)}
              </small>
            </span>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--accent"
          data-autofocus
          onClick={() => {
            close();
            cart.openPanel();
          }}
        >
          {t('cart.viewCart')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('cart.continueShopping')}
        </button>
      </div>
    </Modal>
  );
}
