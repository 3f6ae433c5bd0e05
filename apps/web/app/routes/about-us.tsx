import { ProseSections } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { LinkTiles } from '../shell/link-tiles.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/about-us';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.aboutUs.title'), matches);

export default function AboutUs() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.aboutUs.title')} lead={t('pages.aboutUs.lead')}>
      <ProseSections sectionsKey="staticPages.aboutIntro" />
      <LinkTiles
        items={[
          { to: '/about-us/story', title: t('pages.story.title'), text: t('pages.story.lead') },
          { to: '/about-us/the-making-of', title: t('pages.makingOf.title'), text: t('pages.makingOf.lead') },
          { to: '/contact-us', title: t('pages.contact.title') },
        ]}
      />
    </PageFrame>
  );
}
