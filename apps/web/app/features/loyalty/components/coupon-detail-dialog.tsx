import type { CouponView } from '@shop/domain/coupons';
import { useId } from 'react';
import { formatDate, formatUsd } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Modal } from '../../../shell/modal.tsx';
import { valueText } from '../lib/labels.ts';

/** COUPON DETAIL or GIFT DETAIL (spec 000 §2): images, description, minimum order, max amount, dates. */
export function CouponDetailDialog({ coupon: c, onClose }: { coupon: CouponView; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const rows: [string, string][] = [
    [t('loyalty.value'), valueText(t, c, formatUsd)],
    [t('loyalty.minimumOrder'), c.minimumOrderValue > 0 ? formatUsd(c.minimumOrderValue) : t('loyalty.none')],
  ];
  if (c.maxAmount !== null) rows.push([t('loyalty.maxAmount'), formatUsd(c.maxAmount)]);
  if (c.startDate) rows.push([t('loyalty.startDate'), formatDate(c.startDate)]);
  if (c.redeemedDate) rows.push([t('loyalty.redeemedDate'), formatDate(c.redeemedDate)]);
  if (c.expiredDate) rows.push([t('loyalty.endDate'), formatDate(c.expiredDate)]);
  if (c.usageDays && !c.redeemedDate)
    rows.push([t('loyalty.usageDays'), t('loyalty.days', { count: c.usageDays })]);
  return (
    <Modal onClose={onClose} labelledBy={`${id}-title`} className="coupon-detail">
      <h2 id={`${id}-title`} className="dialog__title">
        {c.isGift ? t('loyalty.giftDetail') : t('loyalty.couponDetail')}
      </h2>
      {c.images.length > 0 && (
        <div className="coupon-detail__images">
          {c.images.map((img) => (
            <img key={img.imageUrl} src={img.imageUrl} alt="" width={160} height={160} />
          ))}
        </div>
      )}
      <h3 className="coupon-detail__name">{c.title}</h3>
      {c.shortDescription && <p className="coupon-detail__short">{c.shortDescription}</p>}
      <p className="coupon-detail__text">{c.description}</p>
      <dl className="coupon-detail__facts">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <div className="dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('loyalty.close')}
        </button>
      </div>
    </Modal>
  );
}
