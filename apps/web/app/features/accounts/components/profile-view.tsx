import type { Me } from '@shop/domain/accounts';
import { lazy, type ReactNode, useState } from 'react';
import { Deferred } from '../../../shell/deferred.tsx';
import type { SessionRow } from '../api/sessions-api.ts';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfileNewsletter } from './profile-newsletter.tsx';
import { ProfileSummary } from './profile-summary.tsx';

const ProfileBelowFold = lazy(() =>
  import('./profile-below-fold.tsx').then((m) => ({ default: m.ProfileBelowFold })),
);

/**
 * The profile page's body: who and what rank on the side, then the forms and the signed-in browsers.
 * `side`: settings of other features the page puts under the newsletter's (the push toggle). What a phone
 * shows under the first screen (the switches, the forms, the browsers) hydrates after the rest, each part
 * on its own (shell/deferred.tsx, docs/decisions/0005-hydrate-what-is-interactive-first.md).
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
        <Deferred>
          <ProfileNewsletter initial={me.receiveNewsLetter} />
          {side}
        </Deferred>
      </div>
      <div className="profile__main">
        {/* On a phone the form starts under the first screen; a click or key into it hydrates it at once. */}
        <Deferred>
          <ProfileDetailsForm me={me} onSaved={setMe} />
        </Deferred>
        <Deferred>
          <ProfileBelowFold hasPassword={me.hasPassword} sessions={sessions} />
        </Deferred>
      </div>
    </div>
  );
}
