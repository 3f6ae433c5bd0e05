import type { CouponListResponse } from '@shop/domain/coupons';
import { Link, useRevalidator } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useRedeem } from '../lib/use-redeem.ts';
import { WalletCard } from './coupon-card.tsx';

/** "My coupons": usable ones first (COPY CODE or CHECK OUT), then the used and expired ones, greyed. */
export function MyCoupons({ list }: { list: CouponListResponse }) {
  const { t } = useTranslation();
  const { checkOutGift } = useRedeem();
  const revalidator = useRevalidator();
  const usable = new Set(list.usableCoupons.map((c) => c.id));
  const past = list.redeemedCoupons.filter((c) => !usable.has(c.id));
  return (
    <div className="my-coupons">
      {list.userProfile && (
        <p className="gold-history__balance">
          {t('loyalty.balance', {
            gold: t('loyalty.gold', { amount: formatNumber(list.userProfile.accumulatedStars) }),
          })}{' '}
          <Link to="/membership">{t('loyalty.redeemMore')}</Link>
        </p>
      )}
      <h2 className="membership__heading">{t('loyalty.usable')}</h2>
      {list.usableCoupons.length === 0 ? (
        <p>{t('loyalty.noCoupons')}</p>
      ) : (
        <ul className="coupons">
          {list.usableCoupons.map((c) => (
            <WalletCard
              key={c.id}
              coupon={c}
              onCheckOut={checkOutGift}
              onExpired={() => revalidator.revalidate()}
            />
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h2 className="membership__heading">{t('loyalty.usedOrExpired')}</h2>
          <ul className="coupons">
            {past.map((c) => (
              <WalletCard key={c.id} coupon={c} onCheckOut={checkOutGift} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
