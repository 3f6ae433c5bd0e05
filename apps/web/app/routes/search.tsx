import { t as translate } from '../lib/i18n.ts';
import { NO_INDEX, titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import { SearchForm } from '../shell/search-panel.tsx';
import type { Route } from './+types/search';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...titleMeta(translate('search.title'), matches),
  NO_INDEX,
];

export default function Search() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('search.title')}>
      <SearchForm autoFocus />
    </PageFrame>
  );
}
