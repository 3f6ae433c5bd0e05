import type { SessionRow } from '../api/sessions-api.ts';
import { ProfilePasswordForm } from './profile-password-form.tsx';
import { SessionsList } from './sessions-list.tsx';

/**
 * The profile's parts under PERSONAL INFORMATION (CHANGE PASSWORD, the signed-in browsers): rendered by the
 * server with the page, their code loaded and hydrated after it (profile-view.tsx, shell/deferred.tsx).
 */
export function ProfileBelowFold({
  hasPassword,
  sessions,
}: {
  hasPassword: boolean;
  sessions: readonly SessionRow[];
}) {
  return (
    <>
      <ProfilePasswordForm hasPassword={hasPassword} />
      <SessionsList initial={sessions} />
    </>
  );
}
