import { useEffect, useState } from 'react';
import { providers } from '../api/auth-api.ts';

let cached: Promise<boolean> | null = null;

/** Whether Google sign-in is configured on the API (GET /api/v1/auth/providers), asked once per page load. */
export function useGoogleEnabled(): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    cached ??= providers().then((r) => r.status === 200 && r.body?.google === true);
    let live = true;
    void cached.then((on) => {
      if (live) setEnabled(on);
    });
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
