import { useTranslation } from '../../../lib/use-translation.tsx';

export interface ProseSection {
  title: string;
  body: string[];
}

/** Reads a list of sections from the translation file (returnObjects); a missing key is no section. */
export function useSections(key: string): ProseSection[] {
  const { t } = useTranslation();
  const value = t(key, { returnObjects: true }) as unknown;
  return Array.isArray(value) ? (value as ProseSection[]) : [];
}

/** The static pages' text (about us, story, the making of, policy, manual): titled sections of paragraphs. */
export function ProseSections({ sectionsKey }: { sectionsKey: string }) {
  const sections = useSections(sectionsKey);
  return (
    <div className="prose prose--sections">
      {sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

interface FaqItem {
  q: string;
  a: string;
}

/** Questions as native disclosures: keyboard and screen-reader friendly without any script. */
export function FaqList({ itemsKey }: { itemsKey: string }) {
  const { t } = useTranslation();
  const value = t(itemsKey, { returnObjects: true }) as unknown;
  const items = Array.isArray(value) ? (value as FaqItem[]) : [];
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.q} className="faq__item">
          <summary className="faq__q">{item.q}</summary>
          <p className="faq__a">{item.a}</p>
        </details>
      ))}
    </div>
  );
}
