import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/**
 * The product page's buy bar on phones (under 768 px, product-detail.css): price, stock and the buy button
 * fixed to the bottom of the screen, so a shopper reaches them without scrolling past the gallery. It is
 * there from the first paint (server-rendered, laid out by CSS, nothing moves) and steps aside while the
 * buy box's own button is on screen, so the button is never shown twice. Wider screens never show it.
 */
export function StickyBuyBar({
  watch,
  children,
}: {
  watch: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [boxInView, setBoxInView] = useState(false);
  useEffect(() => {
    const box = watch.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setBoxInView(entry?.isIntersecting ?? false));
    observer.observe(box);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <section className="pdp-bar" aria-label={t('product.buyBar')} hidden={boxInView}>
      {children}
    </section>
  );
}
