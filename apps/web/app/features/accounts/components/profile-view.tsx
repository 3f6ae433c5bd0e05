import type { Me } from '@shop/domain/accounts';
import { type ReactNode, useState } from 'react';
import type { SessionRow } from '../api/sessions-api.ts';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfileNewsletter } from './profile-newsletter.tsx';
import { ProfilePasswordForm } from './profile-password-form.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { SessionsList } from './sessions-list.tsx';

/**
 * The profile page's body: who and what rank on the side, then the forms and the signed-in browsers.
 * `side`: settings of other features the page puts under the newsletter's (the push toggle).
 */
export function ProfileView({
  me: initial,
  sessions,
  side,
}: {
  me: Me;
  sessions: readonly SessionRow[];
  side?: ReactNode;
}) {
  const [me, setMe] = useState(initial);
  return (
    <div className="profile">
      <div className="profile__side">
        <ProfileSummary key={me.avatar?.imageUrl ?? ''} me={me} />
        <ProfileNewsletter initial={me.receiveNewsLetter} />
        {side}
      </div>
      <div className="profile__main">
        <ProfileDetailsForm me={me} onSaved={setMe} />
        <ProfilePasswordForm hasPassword={me.hasPassword} />
        <SessionsList initial={sessions} />
      </div>
    </div>
  );
}
