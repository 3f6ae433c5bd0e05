import { PUSH_TOKEN_TTL_MS } from '@shop/domain/notifications';
import { describe, expect, it } from 'vitest';
import type { DeviceToken } from '../api/push.ts';
import { type PushEnv, readStored, STORED_KEY, syncDevice, turnOff, turnOn } from './push-device.ts';

const SERVER_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const DAY = 86_400_000;

/**
 * A browser and a server as the registration logic sees them: a permission, a push manager whose
 * subscription can change, localStorage, and the calls the server received.
 */
function world(
  opts: { permission?: NotificationPermission; enabled?: boolean; asks?: NotificationPermission } = {},
) {
  let n = 0;
  const subscription = (endpoint = `https://push.example.com/send/${++n}`) => ({
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint, keys: { p256dh: `p256dh${n}`, auth: `auth${n}` } }),
    unsubscribe: async () => true,
  });
  const state = {
    permission: opts.permission ?? 'granted',
    enabled: opts.enabled ?? true,
    now: Date.UTC(2026, 10, 1),
    current: null as ReturnType<typeof subscription> | null,
    data: new Map<string, string>(),
    added: [] as DeviceToken[],
    removed: [] as string[],
    toggled: [] as boolean[],
  };
  const settings = () => ({ enabled: state.enabled, publicKey: SERVER_KEY, devices: 0 });
  const env: PushEnv = {
    permission: () => state.permission,
    requestPermission: async () => {
      state.permission = opts.asks ?? 'granted';
      return state.permission;
    },
    registration: async () => ({
      pushManager: {
        getSubscription: async () => state.current,
        subscribe: async () => {
          state.current = subscription();
          return state.current;
        },
      },
    }),
    storage: {
      getItem: (k) => state.data.get(k) ?? null,
      setItem: (k, v) => void state.data.set(k, v),
      removeItem: (k) => void state.data.delete(k),
    },
    api: {
      settings: async () => settings(),
      toggle: async (enabled) => {
        state.toggled.push(enabled);
        state.enabled = enabled;
        return settings();
      },
      add: async (token) => {
        state.added.push(token);
        return true;
      },
      remove: async (endpoint) => {
        state.removed.push(endpoint);
        return true;
      },
    },
    now: () => state.now,
  };
  return { env, state, resubscribe: () => (state.current = subscription()) };
}

describe('registering this browser after sign-in', () => {
  it('registers once, and not again with the same subscription within 7 days', async () => {
    const { env, state } = world();
    expect(await syncDevice(env, 'ada')).toBe('registered');
    expect(state.added).toEqual([
      { endpoint: 'https://push.example.com/send/1', keys: { p256dh: 'p256dh1', auth: 'auth1' } },
    ]);
    expect(readStored(env)).toEqual({
      endpoint: 'https://push.example.com/send/1',
      userId: 'ada',
      expiresAt: state.now + PUSH_TOKEN_TTL_MS,
    });
    state.now += 7 * DAY - 1;
    expect(await syncDevice(env, 'ada')).toBe('unchanged');
    expect(state.added).toHaveLength(1);
  });

  it('registers again once 7 days have passed', async () => {
    const { env, state } = world();
    await syncDevice(env, 'ada');
    state.now += 7 * DAY;
    expect(await syncDevice(env, 'ada')).toBe('registered');
    expect(state.added.map((t) => t.endpoint)).toEqual([
      'https://push.example.com/send/1',
      'https://push.example.com/send/1',
    ]);
    expect(readStored(env)?.expiresAt).toBe(state.now + PUSH_TOKEN_TTL_MS);
  });

  it('registers again when the subscription changed, or another user signed in', async () => {
    const { env, state, resubscribe } = world();
    await syncDevice(env, 'ada');
    resubscribe();
    expect(await syncDevice(env, 'ada')).toBe('registered');
    expect(await syncDevice(env, 'kai')).toBe('registered');
    expect(state.added.map((t) => t.endpoint)).toEqual([
      'https://push.example.com/send/1',
      'https://push.example.com/send/2',
      'https://push.example.com/send/2',
    ]);
    expect(readStored(env)?.userId).toBe('kai');
  });

  it('sends nothing when the browser does not allow notifications, or the shopper turned pushes off', async () => {
    const asked = world({ permission: 'default' });
    expect(await syncDevice(asked.env, 'ada')).toBe('not-allowed');
    const off = world({ enabled: false });
    expect(await syncDevice(off.env, 'ada')).toBe('off');
    expect([...asked.state.added, ...off.state.added]).toEqual([]);
    expect(off.state.current).toBeNull();
  });
});

describe("the profile's push toggle", () => {
  it('on: asks the permission, subscribes with the server key, registers, then turns pushes on', async () => {
    const { env, state } = world({ permission: 'default', enabled: false });
    expect(await turnOn(env, 'ada')).toBe('on');
    expect(state.added).toHaveLength(1);
    expect(state.toggled).toEqual([true]);
  });

  it('on, refused by the shopper: nothing registered, pushes stay off', async () => {
    const { env, state } = world({ permission: 'default', enabled: false, asks: 'denied' });
    expect(await turnOn(env, 'ada')).toBe('denied');
    expect(state.added).toEqual([]);
    expect(state.toggled).toEqual([]);
  });

  it('off: pushes off and this browser forgotten by the server', async () => {
    const { env, state } = world({ enabled: false });
    await turnOn(env, 'ada');
    expect(await turnOff(env)).toBe('off');
    expect(state.toggled).toEqual([true, false]);
    expect(state.removed).toEqual(['https://push.example.com/send/1']);
    expect(state.data.has(STORED_KEY)).toBe(false);
  });
});
