import type { CartLine as Line } from '@shop/domain/cart';
import { Link } from 'react-router';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

export interface LineActions {
  onQuantity: (line: Line, quantity: number) => Promise<boolean>;
  onRemove: (line: Line) => void;
  /** PASSWORD_UPDATE_WARN: ask the secret again and renew the line. */
  onRenewSecret: (line: Line) => void;
  /** A link was followed (the panel closes). */
  onNavigate?: () => void;
}

/** Spec 000 §4 stock labels: IN STOCK, N IN STOCK (low), OUT OF STOCK. */
function StockLabel({ line }: { line: Line }) {
  const { t } = useTranslation();
  if (line.hasOutOfStock) return <span className="stock stock--out">{t('catalog.outOfStock')}</span>;
  if (line.hasLowStock)
    return (
      <span className="stock stock--low">
        {t('catalog.nInStock', { count: line.extraInfo.currentStock })}
      </span>
    );
  return <span className="stock">{t('catalog.inStock')}</span>;
}

/** What the warnings say to the shopper (spec 000 §8 "Cart line messages"). */
function Warnings({ line, onRenewSecret }: { line: Line; onRenewSecret: () => void }) {
  const { t } = useTranslation();
  const says: string[] = [];
  const w = new Set(line.warnings);
  if (w.has('PRODUCT_UNAVAILABLE_ERROR')) says.push(t('cart.unavailable'));
  else if (w.has('COUNT_DOWN_ERROR')) says.push(t('cart.countDownEnded'));
  if (w.has('QUANTITY_ERROR') || w.has('BUNDLE_QUANTITY_ERROR'))
    says.push(line.stockRemain > 0 ? t('cart.onlyInStock', { count: line.stockRemain }) : t('cart.reachMax'));
  if (w.has('PURCHASE_LIMIT_ERROR') && line.maxPerCustomer !== null)
    says.push(t('cart.limitExceeded', { count: line.maxPerCustomer }));
  if (w.has('PRICE_UPDATE_WARN') && line.previousPrice !== null)
    says.push(t('cart.priceChanged', { from: formatUsd(line.previousPrice), to: formatUsd(line.salePrice) }));
  if (says.length === 0 && !w.has('PASSWORD_UPDATE_WARN')) return null;
  return (
    <div className="cart-line__notes" role="status">
      {says.map((s) => (
        <p key={s}>{s}</p>
      ))}
      {w.has('PASSWORD_UPDATE_WARN') && (
        <p>
          {t('cart.passwordChanged')}{' '}
          <button type="button" className="link-btn" onClick={onRenewSecret}>
            {t('cart.enterCode')}
          </button>
        </p>
      )}
    </div>
  );
}

/**
 * One cart line (spec 000 §3-§4): image, name and options, bundle members, price with the regular price
 * struck out, stock label, warnings, quantity stepper and remove. Unavailable and sold-out lines are greyed;
 * gift lines are not links and keep the coupon's quantity.
 */
export function CartLineView({ line, actions }: { line: Line; actions: LineActions }) {
  const { t } = useTranslation();
  const href = !line.isGift && line.slug ? `/product/${encodeURIComponent(line.slug)}` : null;
  const name = line.name || t('cart.unavailable');
  const title = href ? (
    <Link to={href} onClick={actions.onNavigate}>
      {name}
    </Link>
  ) : (
    name
  );
  return (
    <li className={line.disabled ? 'cart-line cart-line--disabled' : 'cart-line'} data-key={line.key}>
      <div className="cart-line__image">
        {line.image ? <img src={line.image.imageUrl} alt="" width={72} height={72} loading="lazy" /> : null}
      </div>
      <div className="cart-line__body">
        <p className="cart-line__name">
          {line.isGift && <span className="tag">{t('cart.gift')}</span>}
          {line.isBundle && <span className="tag">{t('cart.bundle')}</span>}
          {title}
        </p>
        {line.values.length > 0 && (
          <p className="cart-line__options">{line.values.map((v) => `${v.name}: ${v.value}`).join(' · ')}</p>
        )}
        {line.children.length > 0 && (
          <ul className="cart-line__children">
            {line.children.map((c) => (
              <li key={c.variantId}>
                {c.name}
                {c.values.length > 0 && ` (${c.values.map((v) => v.value).join(', ')})`}
              </li>
            ))}
          </ul>
        )}
        <p className={line.hasDiscount ? 'price price--sale' : 'price'}>
          <span className="price__now">{formatUsd(line.salePrice)}</span>
          {line.hasDiscount && <s className="price__was">{formatUsd(line.price)}</s>}
        </p>
        {!line.unavailable && <StockLabel line={line} />}
        <Warnings line={line} onRenewSecret={() => actions.onRenewSecret(line)} />
        <div className="cart-line__actions">
          {!line.isGift && !line.unavailable && (
            <QuantityStepper
              name={name}
              quantity={line.quantity}
              stockRemain={line.stockRemain}
              disabled={line.hasOutOfStock}
              onChange={(q) => actions.onQuantity(line, q)}
              onRemove={() => actions.onRemove(line)}
            />
          )}
          {(line.isGift || line.unavailable) && <span className="cart-line__qty">× {line.quantity}</span>}
          <button
            type="button"
            className="link-btn cart-line__remove"
            aria-label={t('cart.remove', { name })}
            onClick={() => actions.onRemove(line)}
          >
            ✕
          </button>
        </div>
      </div>
    </li>
  );
}
