import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { withAllStyles } from '../../../lib/all-styles.ts';
import { type LoginRequest, onLoginRequested, requestLogin } from '../../../lib/login-prompt.ts';
import { authFlow } from '../lib/auth-flow.ts';

// The dialogs, their forms, zod and their texts (about 40 KB gzip) load when a visitor first needs them,
// not with every page; the whole stylesheet with them (lib/all-styles.ts).
const AuthDialogs = lazy(() =>
  withAllStyles(import('./auth-dialogs.tsx')).then((m) => ({ default: m.AuthDialogs })),
);

function AfterMount({ run }: { run: () => void }) {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => latest.current(), []);
  return null;
}

/**
 * What the shell mounts: AuthDialogs, loaded on the first step of a flow (a route or a link started one) or
 * the first `requestLogin()`, which is then handed on to it once it listens.
 */
export function LazyAuthDialogs() {
  const step = useSyncExternalStore(authFlow.subscribe, authFlow.getSnapshot, () => null);
  const [wanted, setWanted] = useState(false);
  const pending = useRef<LoginRequest | null>(null);
  const loaded = useRef(false);

  useEffect(
    () =>
      onLoginRequested((request) => {
        if (loaded.current) return; // AuthDialogs listens by now
        pending.current = request;
        setWanted(true);
      }),
    [],
  );

  if (!wanted && step === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
      {/* Runs after AuthDialogs' own effects, so its listener is there to take the waiting request. */}
      <AfterMount
        run={() => {
          loaded.current = true;
          const request = pending.current;
          pending.current = null;
          if (request) requestLogin(request);
        }}
      />
    </Suspense>
  );
}
