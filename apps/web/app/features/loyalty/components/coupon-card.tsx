import type { CouponView } from '@shop/domain/coupons';
import { useState } from 'react';
import { formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { goldText, itemsLeft, redeemLabel, valueText } from '../lib/labels.ts';
import { CouponDetailDialog } from './coupon-detail-dialog.tsx';
import { Expiry } from './expiry.tsx';

function Face({ c, onDetail }: { c: CouponView; onDetail: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="coupon__face"
      onClick={onDetail}
      aria-label={t('loyalty.detailOf', { title: c.title })}
    >
      {c.image ? (
        <img className="coupon__image" src={c.image.imageUrl} alt="" width={88} height={88} loading="lazy" />
      ) : (
        <span className="coupon__value" aria-hidden="true">
          {valueText(t, c, formatUsd)}
        </span>
      )}
      <span className="coupon__text">
        <span className="coupon__title">{c.title}</span>
        <span className="coupon__short">{c.shortDescription}</span>
      </span>
    </button>
  );
}

/** A coupon or gift to redeem (spec 000 §4 redeem card): greyed and inert when it cannot be redeemed. */
export function RedeemCard({
  coupon: c,
  onRedeem,
}: {
  coupon: CouponView;
  onRedeem: (c: CouponView) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState(false);
  const [busy, setBusy] = useState(false);
  const left = itemsLeft(c);
  return (
    <li
      className={`coupon${c.canRedeem ? '' : ' coupon--inert'}${c.isGift ? ' coupon--gift' : ''}`}
      data-state={c.redemptionState}
    >
      <Face c={c} onDetail={() => setDetail(true)} />
      <div className="coupon__foot">
        <span className="coupon__cost">
          {c.requiredStars > 0 ? goldText(t, c.requiredStars) : t('loyalty.free')}
        </span>
        {left !== null && <span className="coupon__left">{t('loyalty.itemsLeft', { count: left })}</span>}
        <button
          type="button"
          className="btn btn--accent coupon__action"
          disabled={!c.canRedeem || busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onRedeem(c);
            } finally {
              setBusy(false);
            }
          }}
        >
          {redeemLabel(t, c)}
        </button>
      </div>
      {detail && <CouponDetailDialog coupon={c} onClose={() => setDetail(false)} />}
    </li>
  );
}

/** One of my coupons (spec 000 §4 coupon card): COPY CODE with a copied tooltip, or a gift's CHECK OUT. */
export function WalletCard({
  coupon: c,
  onCheckOut,
  onExpired,
}: {
  coupon: CouponView;
  onCheckOut: (walletId: string) => Promise<unknown>;
  onExpired?: () => void;
}) {
  const { t } = useTranslation();
  const [detail, setDetail] = useState(false);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = c.used || (c.expiredDate !== null && new Date(c.expiredDate).getTime() <= Date.now());
  return (
    <li className={`coupon coupon--mine${done ? ' coupon--inert' : ''}${c.isGift ? ' coupon--gift' : ''}`}>
      <Face c={c} onDetail={() => setDetail(true)} />
      <div className="coupon__foot">
        <span className="coupon__code" data-testid="coupon-code">
          {c.code}
        </span>
        {c.used ? (
          <span className="coupon__expiry">{t('loyalty.used')}</span>
        ) : (
          <Expiry at={c.expiredDate} onExpired={onExpired} />
        )}
        {!done &&
          (c.isGift ? (
            <button
              type="button"
              className="btn btn--accent coupon__action"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await onCheckOut(c.id);
                } finally {
                  setBusy(false);
                }
              }}
            >
              {t('loyalty.checkOut')}
            </button>
          ) : (
            <span className="coupon__copy">
              <button
                type="button"
                className="btn btn--ghost coupon__action"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(c.code);
                  } catch {
                    // No clipboard (an insecure page): the code stays on the card to copy by hand.
                  }
                  setCopied(true);
                  setTimeout(() => setCopied(false), 2000);
                }}
              >
                {t('loyalty.copyCode')}
              </button>
              {copied && (
                <span role="status" className="coupon__tooltip">
                  {t('loyalty.copied')}
                </span>
              )}
            </span>
          ))}
      </div>
      {detail && <CouponDetailDialog coupon={c} onClose={() => setDetail(false)} />}
    </li>
  );
}
