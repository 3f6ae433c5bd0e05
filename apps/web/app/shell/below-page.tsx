import type { AppConfigResponse } from '@shop/domain/content';
import { EnjoySection } from './enjoy-section.tsx';
import { Footer } from './footer.tsx';

/**
 * What every page shows under its content: the enjoy block and the footer (with its newsletter form and the
 * captcha's frame). A chunk of its own, loaded by the shell after the page's scripts: its markup comes from
 * the server and hydrates after the page's (deferred.tsx), so a first visit does not download or parse its
 * code before the page is interactive (issue 17).
 */
export function BelowPage({
  enjoy,
  footer,
  config,
  footerLine,
}: {
  enjoy: boolean;
  footer: boolean;
  config: AppConfigResponse;
  footerLine: boolean;
}) {
  return (
    <>
      {enjoy && <EnjoySection />}
      {footer && <Footer config={config} showLine={footerLine} />}
    </>
  );
}
