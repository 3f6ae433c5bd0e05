import { ProseSections } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/about-making-of';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.makingOf.title'), matches);

export default function AboutMakingOf() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.makingOf.title')}
      lead={t('pages.makingOf.lead')}
      crumbs={[{ label: t('pages.aboutUs.title'), to: '/about-us' }, { label: t('pages.makingOf.title') }]}
    >
      <ProseSections sectionsKey="staticPages.makingOf" />
    </PageFrame>
  );
}
