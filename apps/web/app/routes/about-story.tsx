import { ProseSections } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/about-story';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.story.title'), matches);

export default function AboutStory() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.story.title')}
      lead={t('pages.story.lead')}
      crumbs={[{ label: t('pages.aboutUs.title'), to: '/about-us' }, { label: t('pages.story.title') }]}
    >
      <ProseSections sectionsKey="staticPages.story" />
    </PageFrame>
  );
}
