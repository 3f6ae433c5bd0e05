import { FaqList } from '../features/content/components/prose-sections.tsx';
import { t as translate } from '../lib/i18n.ts';
import { titleMeta } from '../lib/meta.ts';
import { useTranslation } from '../lib/use-translation.tsx';
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
      <section className="static-links" aria-labelledby="help-faq">
        <h2 id="help-faq" className="article__h2">
          {t('pages.faq.title')}
        </h2>
        <FaqList itemsKey="staticPages.faq" />
      </section>
    </PageFrame>
  );
}
