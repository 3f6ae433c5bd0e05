import type { GoldProfile } from '@shop/domain/loyalty';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { goldText } from '../lib/labels.ts';

/** The member's standing: rank, gold (and pending), progress to the next rank (spec 002 §3). */
export function RankProgress({ profile: p, badgeUrl }: { profile: GoldProfile; badgeUrl: string | null }) {
  const { t } = useTranslation();
  const top = p.nextLevelTarget <= p.totalExps;
  const span = Math.max(1, p.nextLevelTarget - p.levelTarget);
  const pct = top ? 100 : Math.min(100, Math.round(((p.totalExps - p.levelTarget) / span) * 100));
  return (
    <section className="standing" aria-labelledby="standing-title">
      {badgeUrl && <img className="standing__badge" src={badgeUrl} alt="" width={72} height={72} />}
      <div className="standing__body">
        <p className="standing__eyebrow">{t('loyalty.yourRank')}</p>
        <h2 id="standing-title" className="standing__rank">
          {p.rankName}
        </h2>
        <p className="standing__gold" data-testid="gold-balance">
          {goldText(t, p.totalPoint)}
          {p.pendingPoint > 0 && (
            <span className="standing__pending">
              {' '}
              · {t('loyalty.pending', { stars: goldText(t, p.pendingPoint) })}
            </span>
          )}
        </p>
        <div
          className="standing__bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-label={t('loyalty.progress')}
        >
          <span style={{ width: `${pct}%` }} />
        </div>
        <p className="standing__next">
          {top
            ? t('loyalty.topRank', { exps: formatNumber(p.totalExps) })
            : t('loyalty.toNext', {
                exps: formatNumber(p.totalExps),
                target: formatNumber(p.nextLevelTarget),
              })}
        </p>
      </div>
    </section>
  );
}
