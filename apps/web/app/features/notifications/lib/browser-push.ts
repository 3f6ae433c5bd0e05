import { pushApi } from '../api/push.ts';
import type { PushEnv } from './push-device.ts';

/** How long the toggle waits for the service worker to start before saying the browser cannot. */
const WORKER_WAIT_MS = 10_000;
/** How long a subscription may take: a browser whose push service is out of reach never answers. */
const SUBSCRIBE_WAIT_MS = 20_000;

function within<T>(promise: Promise<T>, ms: number, late: () => T | Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => Promise.resolve().then(late).then(resolve, reject), ms);
  });
  return Promise.race([promise, cap]).finally(() => clearTimeout(timer));
}

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The real browser behind lib/push-device.ts: its permission, service worker, localStorage and the API. */
export function browserPushEnv(): PushEnv {
  return {
    permission: () => (supported() ? Notification.permission : 'unsupported'),
    requestPermission: () => Notification.requestPermission(),
    async registration() {
      if (!supported()) return null;
      // The worker is registered once the page has loaded (features/pwa); wait for it, but not forever.
      const reg = await within<ServiceWorkerRegistration | null>(
        navigator.serviceWorker.ready,
        WORKER_WAIT_MS,
        () => null,
      );
      if (!reg) return null;
      return {
        pushManager: {
          getSubscription: () => reg.pushManager.getSubscription(),
          subscribe: (options) =>
            within(reg.pushManager.subscribe(options), SUBSCRIBE_WAIT_MS, () => {
              throw new Error('the push service did not answer');
            }),
        },
      };
    },
    storage: window.localStorage,
    api: pushApi,
    now: () => Date.now(),
  };
}

// The one door to web push in the page: the shell and the profile's toggle load this module on first use,
// so neither the registration logic nor its domain rule is in any page's first load.
export { forgetDevice, forgetStored, isOnHere, syncDevice, turnOff, turnOn } from './push-device.ts';
