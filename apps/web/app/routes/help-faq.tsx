import { FaqList } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/help-faq';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.faq.title'), matches);

export default function HelpFaq() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.faq.title')}
      lead={t('pages.faq.lead')}
      crumbs={[{ label: t('pages.helpCenter.title'), to: '/help-center' }, { label: t('pages.faq.title') }]}
    >
      <FaqList itemsKey="staticPages.faq" />
    </PageFrame>
  );
}
