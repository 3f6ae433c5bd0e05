import type { Me } from '@shop/domain/accounts';
import { api } from '../../../lib/api.ts';
import { emitSignedIn, emitSignedOut } from '../../../lib/session-events.ts';
import { toasts } from '../../../lib/toast-store.ts';
import { logout } from '../api/auth-api.ts';

/**
 * The step after every successful sign-in, by password or by Google (spec 001 §4.1, §6): load the profile
 * and permissions (GET /api/v1/me). If they cannot be loaded: 'Can not get User Information and
 * Permission'; if the permission is not a member's: 'You are not Member Role'. Either way the new session
 * is signed out again (silently: the shopper stays where they are). Otherwise the signed-in listeners are
 * told (the address book reloads). Answers the profile, or null.
 */
export async function confirmMember(t: (key: string) => string): Promise<Me | null> {
  const me = await api.request<Me>('GET', '/api/v1/me', undefined, { silent: true });
  const refused =
    me.status !== 200 || !me.body?.permission
      ? 'auth.noUserInfo'
      : me.body.permission.isMember
        ? null
        : 'auth.notMember';
  if (refused) {
    toasts.show({ type: 'error', message: t(refused) });
    await logout();
    emitSignedOut('logout');
    return null;
  }
  emitSignedIn();
  return me.body;
}
