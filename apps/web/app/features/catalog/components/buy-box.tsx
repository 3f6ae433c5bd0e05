import { eventState, type ProductDetail, type ProductVariant } from '@shop/domain/catalog';
import { useId, useState } from 'react';
import { useNow } from '../../../lib/use-now.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { buyButtonState } from '../lib/product-detail.ts';

type DistributorLink = ProductDetail['distributors'][number];

type BuyProduct = Pick<
  ProductDetail,
  | 'isGroupBuy'
  | 'type'
  | 'purchasable'
  | 'isDistributor'
  | 'distributors'
  | 'status'
  | 'eventState'
  | 'hasCountDown'
  | 'eventStartTime'
  | 'eventEndTime'
>;

/** The distributor chooser of spec 000 §2: each distributor's own page opens in a new tab. */
export function DistributorChooser({
  distributors,
  onClose,
}: {
  distributors: readonly DistributorLink[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal onClose={onClose} labelledBy={titleId} className="dialog distributors">
      <h2 id={titleId} className="dialog__title">
        {t('bundle.distributorQuestion')}
      </h2>
      <ul className="distributors__list">
        {distributors.map((d) => (
          <li key={d.url}>
            <a className="btn btn--ghost" href={d.url} target="_blank" rel="noopener noreferrer">
              {d.name}
            </a>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="btn" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The main button in its state (BUY NOW, ADD TO CART, UP-COMING, SALE END). The state follows the shared
 * clock like the event label: the server's answer until the browser's clock runs, then `eventState` each
 * second. Distributor products open the chooser instead of buying; the others call `onBuy` (the cart's add,
 * composed by the route).
 */
export function BuyButton({
  product,
  variant,
  onBuy,
}: {
  product: BuyProduct;
  variant: Pick<ProductVariant, 'inventory'> | null;
  /** The cart's add (`buyNow`: BUY NOW goes straight to checkout); resolves when it is done. */
  onBuy?: (buyNow: boolean) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = now === null ? product.eventState : eventState(product, now);
  const button = buyButtonState(product, state, variant);
  return (
    <>
      <button
        type="button"
        className={`btn btn--accent buy buy--${button.label}`}
        disabled={button.disabled || busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          if (button.distributor) return setChoosing(true);
          // One add at a time: a double click must not add twice.
          setBusy(true);
          try {
            await onBuy?.(button.label === 'buyNow');
          } finally {
            setBusy(false);
          }
        }}
      >
        {t(`catalog.${button.label}`)}
      </button>
      {choosing && (
        <DistributorChooser distributors={product.distributors} onClose={() => setChoosing(false)} />
      )}
    </>
  );
}
