import { memo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation.tsx';

/** "ARE YOU ENJOYING? CONTINUE EXPLORE" with the membership and NEWS buttons (spec 000 §1). */
export const EnjoySection = memo(function EnjoySection() {
  const { t } = useTranslation();
  return (
    <section className="enjoy" aria-labelledby="enjoy-title" data-theme="dark">
      <div className="container enjoy__inner">
        <h2 id="enjoy-title" className="enjoy__title">
          <span>{t('enjoy.title')}</span>
          <span className="enjoy__sub">{t('enjoy.subtitle')}</span>
        </h2>
        <div className="enjoy__actions">
          <Link to="/membership" className="btn btn--accent">
            {t('enjoy.membership')}
          </Link>
          <Link to="/news" className="btn btn--ghost">
            {t('enjoy.news')}
          </Link>
        </div>
      </div>
    </section>
  );
});
