import { dialogs } from './dialog-store.ts';
import { i18n } from './i18n.ts';

/**
 * Spec 000 §5's upload dialogs, the same whether the browser or the server (which decodes the image) finds
 * the fault, for avatars and review photos alike: "The file type is not support." for a file that is not a
 * JPEG or PNG, "OOPS! UPLOAD FAILED" with "Cannot process image larger than 2MB" for one too large (in bytes
 * or in pixels), and with the error's own text, or "Upload failed. Click on the refresh icon to reload.",
 * otherwise.
 */
export function showUploadFailed(code: string): void {
  const t = i18n.t;
  const [title, message] =
    code === 'FILE_TYPE_NOT_SUPPORTED'
      ? [t('review.badTypeTitle'), t('review.badType')]
      : code === 'FILE_TOO_LARGE'
        ? [t('review.uploadFailedTitle'), t('review.tooLarge')]
        : [
            t('review.uploadFailedTitle'),
            i18n.exists(`ERRORS.${code}`) ? t(`ERRORS.${code}`) : t('review.uploadFailed'),
          ];
  void dialogs.open({ kind: 'error', title, message });
}
