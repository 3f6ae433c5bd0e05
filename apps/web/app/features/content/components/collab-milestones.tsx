import type { CollabMilestone } from '@shop/domain/content';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';

/** The collaborations timeline: per year, how many partners released something and how many projects. */
export function CollabMilestones({ milestones }: { milestones: readonly CollabMilestone[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (milestones.length === 0) return null;
  return (
    <section className="milestones" aria-labelledby={id}>
      <h2 id={id} className="article__h2">
        {t('collab.milestones')}
      </h2>
      <ol className="milestones__list">
        {milestones.map((m) => (
          <li key={m.year} className="milestones__item">
            <span className="milestones__year">{m.year}</span>
            <span>{t('collab.partners', { count: m.partners })}</span>
            <span>{t('collab.projects', { count: m.projects })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
