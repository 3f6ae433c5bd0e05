import type { BundleList, BundleOffer } from '@shop/domain/catalog';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api.ts';
import { formatUsd } from '../../../lib/format.ts';
import { useRootData } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import {
  bundleMax,
  canAdd,
  estimatedTotal,
  heldByCart,
  markRefusals,
  pick,
  type Selections,
  setQuantity,
  takenBundles,
} from '../lib/bundle-selection.ts';
import { afterAdd, afterFailure } from '../lib/buy.ts';
import { cart, useCart } from '../lib/cart.ts';
import { BundleOfferRow } from './bundle-offer-row.tsx';
import { BundlePicker } from './bundle-picker.tsx';

export type MainLabel = 'buyNow' | 'addToCart' | 'upcoming' | 'saleEnd';

/** What the popup needs of the product: its key, and its main button's state (the product page's). */
export interface BundleProduct {
  id: string;
  slug: string;
  name: string;
  label: MainLabel;
  /** Not purchasable or not available now: nothing can be added. */
  disabled: boolean;
}

/**
 * The BUNDLE OFFERS popup (spec 000 §2, §4, §8): "Purchase bundle and save on each item!", each offer with
 * its items picked in the bundle item picker and a quantity, ESTIMATED TOTAL, and the main button (BUY NOW,
 * ADD TO CART, UP-COMING or SALE END). Every taken bundle is added at once or none; a refusal marks the
 * bundles it names and opens the cart's error dialog.
 */
export function BundleOffersDialog({ product, onClose }: { product: BundleProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { user } = useRootData();
  const state = useCart();
  const [offers, setOffers] = useState<BundleOffer[] | null>(null);
  const [selections, setSelections] = useState<Selections>({});
  const [picking, setPicking] = useState<BundleOffer | null>(null);
  const [busy, setBusy] = useState(false);
  const held = useMemo(() => heldByCart(state.cart?.cartItems ?? []), [state.cart]);

  useEffect(() => {
    let live = true;
    void api
      .request<BundleList>('GET', `/api/v1/products/${encodeURIComponent(product.slug)}/bundles`)
      .then((res) => {
        if (!live) return;
        if (res.status === 404) return navigate('/product');
        setOffers(res.status === 200 && res.body ? res.body.contents : []);
      });
    return () => {
      live = false;
    };
  }, [product.slug, navigate]);

  const list = offers ?? [];
  const total = estimatedTotal(list, selections);
  const open = product.label === 'buyNow' || product.label === 'addToCart';
  const enabled = open && !product.disabled && !busy && canAdd(list, selections, held);

  async function add() {
    setBusy(true);
    try {
      const req = { name: product.name, passwordProtected: false, buyNow: product.label === 'buyNow' };
      const res = await cart.addBundles(takenBundles(list, selections));
      const buy = { ...req, signedIn: user !== null, navigate, fromModal: true };
      if (res.ok) {
        onClose();
        const ids = new Set(takenBundles(list, selections).map((b) => b.bundleId));
        afterAdd(
          buy,
          res.answer.cart.cartItems.filter((l) => l.isBundle && l.bundleId && ids.has(l.bundleId)),
        );
      } else {
        setSelections((s) => markRefusals(s, res.errors));
        afterFailure(buy, res);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal onClose={onClose} labelledBy={id} className="dialog bundle-offers">
      <h2 id={id} className="dialog__title">
        {t('bundle.title')}
      </h2>
      <p className="dialog__message">{t('bundle.lead')}</p>
      {offers === null ? (
        <p className="bundle-offers__loading" aria-busy="true">
          {t('bundle.loading')}
        </p>
      ) : offers.length === 0 ? (
        <p className="bundle-offers__loading">{t('bundle.none')}</p>
      ) : (
        <ul className="bundle-offers__list">
          {offers.map((offer) => (
            <BundleOfferRow
              key={offer.id}
              offer={offer}
              selection={selections[offer.id]}
              max={bundleMax(offer, selections, held)}
              onPick={() => setPicking(offer)}
              onQuantity={(n) => setSelections((s) => setQuantity(s, offer, n))}
            />
          ))}
        </ul>
      )}
      <p className="bundle-offers__total">
        <span>{t('bundle.estimatedTotal')}</span>
        <strong data-testid="bundle-total">{formatUsd(total)}</strong>
      </p>
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--accent"
          disabled={!enabled}
          aria-busy={busy || undefined}
          onClick={() => void add()}
        >
          {t(`catalog.${product.label}`)}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('dialog.close')}
        </button>
      </div>
      {picking && (
        <BundlePicker
          offer={picking}
          selections={selections}
          held={held}
          label={open ? null : product.label}
          onDone={(chosen) => {
            setSelections((s) => pick(s, picking, chosen));
            setPicking(null);
          }}
          onClose={() => setPicking(null)}
        />
      )}
    </Modal>
  );
}
