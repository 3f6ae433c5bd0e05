import { useLocation } from 'react-router';
import { useRootData } from '../../../lib/session.ts';
import { googleStartUrl } from '../api/auth-api.ts';

/**
 * 'Login with Google' / 'Register with Google': shown only when the API has Google configured, which the
 * app config the page starts with says (so the dialog does not grow under the shopper's pointer). Google's
 * state carries the page the shopper started from (spec 001 §2.2, the "original address"); where to go
 * after signing in, if it is elsewhere, is the stored post-login callback (lib/login-prompt.ts).
 */
export function GoogleButton({ label, rememberMe = true }: { label: string; rememberMe?: boolean }) {
  const enabled = useRootData().config.signIn.google;
  const location = useLocation();
  if (!enabled) return null;
  // A full page load: the API answers with a redirect to Google.
  return (
    <a
      className="btn btn--ghost auth-google"
      href={googleStartUrl(location.pathname + location.search, rememberMe)}
    >
      <span aria-hidden="true" className="auth-google__mark">
        G
      </span>
      {label}
    </a>
  );
}
