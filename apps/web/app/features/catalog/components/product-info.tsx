import type { ProductDetail } from '@shop/domain/catalog';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { hasText, sanitizeRichText } from '../lib/rich-text.ts';

/** One block of product copy (HTML from staff, sanitised by an allow-list); hidden when empty. */
export function RichText({ html, className = 'rich' }: { html: string; className?: string }) {
  if (!hasText(html)) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by an allow-list of tags without attributes.
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}

const SECTIONS = ['longInfo', 'specification', 'package', 'deliveryAndShipping'] as const;

/** The long description, specification, package and delivery sections, each a disclosure (first open). */
export function ProductSections({ product }: { product: Pick<ProductDetail, (typeof SECTIONS)[number]> }) {
  const { t } = useTranslation();
  const present = SECTIONS.filter((key) => hasText(product[key]));
  return (
    <div className="psections">
      {present.map((key, i) => (
        <details key={key} className="psection" open={i === 0}>
          {/* A heading in the summary: the copy's own h3s then follow an h2 (heading order). */}
          <summary className="psection__summary">
            <h2 className="psection__title">{t(`product.sections.${key}`)}</h2>
          </summary>
          <RichText html={product[key]} />
        </details>
      ))}
    </div>
  );
}

export function Hashtags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="hashtags" aria-label={t('product.hashtags')}>
      {tags.map((tag) => (
        <li key={tag}>#{tag.replace(/^#/, '')}</li>
      ))}
    </ul>
  );
}

/** The artists and makers behind the product, with their own link when they have one (new tab). */
export function Collaborators({ collaborators }: { collaborators: ProductDetail['collaborators'] }) {
  const { t } = useTranslation();
  if (collaborators.length === 0) return null;
  return (
    <section className="collaborators" aria-labelledby="pdp-collaborators">
      <h2 id="pdp-collaborators" className="pdp__h2">
        {t('product.collaborators')}
      </h2>
      <ul>
        {collaborators.map((c) => {
          const link = c.originData.pivot.link;
          return (
            <li key={c.id} className="collaborator">
              {c.avatar ? (
                <img src={c.avatar.imageUrl} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="collaborator__avatar" aria-hidden="true">
                  {c.name.slice(0, 1)}
                </span>
              )}
              <div>
                <p className="collaborator__name">
                  {link ? (
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {c.name}
                    </a>
                  ) : (
                    c.name
                  )}
                </p>
                {c.originData.pivot.shortDescription && (
                  <p className="collaborator__desc">{c.originData.pivot.shortDescription}</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
