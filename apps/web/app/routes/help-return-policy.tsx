import { ProseSections } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/help-return-policy';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.policy.title'), matches);

export default function HelpReturnPolicy() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.policy.title')}
      lead={t('pages.policy.lead')}
      crumbs={[
        { label: t('pages.helpCenter.title'), to: '/help-center' },
        { label: t('pages.policy.title') },
      ]}
    >
      <ProseSections sectionsKey="staticPages.policy" />
    </PageFrame>
  );
}
