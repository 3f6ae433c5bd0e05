import type { CouponListResponse } from '@shop/domain/coupons';
import type { MembershipResponse } from '@shop/domain/loyalty';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { useRankToast } from '../lib/use-rank-toast.ts';
import { useRedeem } from '../lib/use-redeem.ts';
import { RedeemCard } from './coupon-card.tsx';
import { RankProgress } from './rank-progress.tsx';

/**
 * /membership (issue 10 §5): for visitors the ranks, their benefits and how to earn (from the rank table);
 * for members their rank, gold and progress, and the coupons and gifts to redeem.
 */
export function MembershipView({
  membership,
  coupons,
  userId,
}: {
  membership: MembershipResponse;
  coupons: CouponListResponse | null;
  userId: string | null;
}) {
  const { t } = useTranslation();
  const { redeem } = useRedeem();
  const p = membership.profile;
  useRankToast(userId, p?.ranking ?? null, p?.rankName ?? null);
  const offers = coupons?.coupons ?? [];
  const gifts = offers.filter((c) => c.isGift);
  const plain = offers.filter((c) => !c.isGift);
  const badge = membership.ranks.find((r) => r.level === p?.ranking)?.badgeUrl ?? null;
  const { goldPerDollar, returnWindowDays, welcomeGold } = membership.earning;
  return (
    <div className="membership">
      {p ? (
        <RankProgress profile={p} badgeUrl={badge} />
      ) : (
        <div className="page__actions">
          <Link to="/auth/register" className="btn btn--accent">
            {t('auth.registerTitle')}
          </Link>
          <Link to="/auth/login" className="btn btn--ghost">
            {t('loyalty.signInToRedeem')}
          </Link>
        </div>
      )}

      {p && (
        <>
          <section aria-labelledby="coupons-title" className="membership__section">
            <h2 id="coupons-title" className="membership__heading">
              {t('loyalty.coupons')}
            </h2>
            {plain.length === 0 ? (
              <p>{t('loyalty.noOffers')}</p>
            ) : (
              <ul className="coupons">
                {plain.map((c) => (
                  <RedeemCard key={c.id} coupon={c} onRedeem={redeem} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="gifts-title" className="membership__section">
            <h2 id="gifts-title" className="membership__heading">
              {t('loyalty.gifts')}
            </h2>
            {gifts.length === 0 ? (
              <p>{t('loyalty.noOffers')}</p>
            ) : (
              <ul className="coupons">
                {gifts.map((c) => (
                  <RedeemCard key={c.id} coupon={c} onRedeem={redeem} />
                ))}
              </ul>
            )}
          </section>
          <p className="membership__links">
            <Link to="/account/coupons">{t('loyalty.myCoupons')}</Link>
            <Link to="/account/gold-history">{t('loyalty.history')}</Link>
          </p>
        </>
      )}

      <section aria-labelledby="ranks-title" className="membership__section">
        <h2 id="ranks-title" className="membership__heading">
          {t('loyalty.ranks')}
        </h2>
        <ol className="ranks">
          {membership.ranks.map((r) => (
            <li key={r.level} className={`rank${p?.ranking === r.level ? ' rank--current' : ''}`}>
              {r.badgeUrl && <img src={r.badgeUrl} alt="" width={56} height={56} />}
              <h3 className="rank__name">{r.name}</h3>
              <p className="rank__target">{t('loyalty.fromExps', { exps: formatNumber(r.expTarget) })}</p>
              <ul className="rank__benefits">
                {r.benefits
                  .split('\n')
                  .filter(Boolean)
                  .map((b) => (
                    <li key={b}>{b}</li>
                  ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="earn-title" className="membership__section">
        <h2 id="earn-title" className="membership__heading">
          {t('loyalty.howToEarn')}
        </h2>
        <ul className="earn">
          <li>{t('loyalty.earnOrders', { rate: goldPerDollar, days: returnWindowDays })}</li>
          <li>{t('loyalty.earnReviews')}</li>
          {welcomeGold > 0 && <li>{t('loyalty.earnWelcome', { gold: welcomeGold })}</li>}
          <li>{t('loyalty.earnFirstOrder')}</li>
        </ul>
      </section>
    </div>
  );
}
