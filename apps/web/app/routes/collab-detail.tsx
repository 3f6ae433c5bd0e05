import { useTranslation } from 'react-i18next';
import { slugTitle } from '../lib/format.ts';
import { titleMeta } from '../lib/meta.ts';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/collab-detail';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  titleMeta(slugTitle(params.slug ?? ''), matches);

/** A collaboration, known by its slug until the collaborations capability serves its page. */
export default function CollabDetail({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = slugTitle(params.slug);
  return (
    <PageFrame
      title={title}
      lead={t('pages.collabDetail.lead')}
      crumbs={[{ label: t('pages.collab.title'), to: '/collab' }, { label: title }]}
    />
  );
}
