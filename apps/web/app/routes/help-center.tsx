import { useTranslation } from 'react-i18next';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { LinkTiles } from '../shell/link-tiles.tsx';
import { PageFrame } from '../shell/page-frame.tsx';
import type { Route } from './+types/help-center';

export const meta: Route.MetaFunction = ({ matches }) =>
  titleMeta(translate('pages.helpCenter.title'), matches);

export default function HelpCenter() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.helpCenter.title')} lead={t('pages.helpCenter.lead')}>
      <LinkTiles
        items={[
          { to: '/help-center/faq', title: t('pages.faq.title'), text: t('pages.faq.lead') },
          {
            to: '/help-center/policy/return-shipping-policy',
            title: t('pages.policy.title'),
            text: t('pages.policy.lead'),
          },
          { to: '/contact-us', title: t('pages.contact.title') },
        ]}
      />
    </PageFrame>
  );
}
