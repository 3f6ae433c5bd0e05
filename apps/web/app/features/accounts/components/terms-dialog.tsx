import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useRootData } from '../../../lib/session.ts';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { Icon } from '../../../shell/icons.tsx';
import { Modal } from '../../../shell/modal.tsx';

interface TermsSection {
  title: string;
  body: string;
}

/**
 * The Terms and Conditions in a full-screen dialog (spec 001 §1): 28 sections, from site use and
 * intellectual property to governing law, dispute resolution, the minimum age of 18 and contact. The
 * spec does not give the text; ours is short and plain (locales/en.json `terms`).
 */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { config } = useRootData();
  const titleId = useId();
  const value = t('terms.sections', { returnObjects: true, email: config.supportEmail }) as unknown;
  const sections = Array.isArray(value) ? (value as TermsSection[]) : [];
  // Into <body>: opened from the register dialog, it must not sit inside that dialog's panel.
  return createPortal(
    <Modal onClose={onClose} labelledBy={titleId} className="terms-dialog">
      <header className="terms-dialog__head">
        <h2 id={titleId} className="terms-dialog__title">
          {t('terms.title')}
        </h2>
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('dialog.close')}>
          <Icon name="close" />
        </button>
      </header>
      <div className="terms-dialog__body">
        <p className="terms-dialog__lead">{t('terms.lead')}</p>
        {sections.map((section) => (
          <section key={section.title} className="terms-dialog__section">
            <h3>{section.title}</h3>
            <p>{section.body}</p>
          </section>
        ))}
      </div>
      <div className="terms-dialog__foot">
        <button type="button" className="btn" onClick={onClose} data-autofocus>
          {t('terms.close')}
        </button>
      </div>
    </Modal>,
    document.body,
  );
}
