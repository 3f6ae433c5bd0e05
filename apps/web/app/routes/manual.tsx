import { ProseSections } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/manual';

export const meta: Route.MetaFunction = ({ matches }) => titleMeta(translate('pages.manual.title'), matches);

export default function Manual() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.manual.title')} lead={t('pages.manual.lead')}>
      <ProseSections sectionsKey="staticPages.manual" />
    </PageFrame>
  );
}
