import { lazy, Suspense, useState } from 'react';
import { withAllStyles } from '../../../lib/all-styles.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import type { BundleProduct } from './bundle-offers-dialog.tsx';

// The popup, its picker and their rules load when the shopper first asks for the offers.
const BundleOffersDialog = lazy(() =>
  withAllStyles(import('./bundle-offers-dialog.tsx')).then((m) => ({ default: m.BundleOffersDialog })),
);

/** BUNDLE OFFERS beside the product page's main button, when the product has any (spec 000 §2). */
export function BundleOffersButton({ product }: { product: BundleProduct & { totalBundles: number } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (product.totalBundles === 0) return null;
  return (
    <>
      <button type="button" className="btn btn--ghost bundle-offers__open" onClick={() => setOpen(true)}>
        {t('catalog.bundleOffers')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BundleOffersDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
