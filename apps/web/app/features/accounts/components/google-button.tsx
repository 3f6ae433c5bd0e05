import { googleStartUrl } from '../api/auth-api.ts';
import { useGoogleEnabled } from '../hooks/use-providers.ts';

/** 'Login with Google' / 'Register with Google': shown only when the API has Google configured. */
export function GoogleButton({
  label,
  redirectUri,
  rememberMe = true,
}: {
  label: string;
  redirectUri: string;
  rememberMe?: boolean;
}) {
  const enabled = useGoogleEnabled();
  if (!enabled) return null;
  // A full page load: the API answers with a redirect to Google.
  return (
    <a className="btn btn--ghost auth-google" href={googleStartUrl(redirectUri, rememberMe)}>
      <span aria-hidden="true" className="auth-google__mark">
        G
      </span>
      {label}
    </a>
  );
}
