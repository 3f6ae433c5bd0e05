import type { AltchaWidgetElement } from 'altcha/types/generic';
import { type Ref, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation.tsx';
import { loadAltcha } from './captcha-loader.ts';

/** What a form can do with its captcha: clear a used payload, or wait for one before sending. */
export interface CaptchaHandle {
  /** Forgets the current payload (each one is good once) and, unless `auto` is 'off', solves a new one. */
  reset(): void;
  /** The solved payload, solving now if needed; null if the widget is not loaded or solving failed. */
  verify(): Promise<string | null>;
}

interface CaptchaProps {
  /** The solved payload, or null while there is none (not solved yet, expired, failed, reset). */
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
  /**
   * When solving starts: as soon as it is shown (default; for forms that show it on their first focus), or
   * on the first focus inside the form. After a reset the next payload solves at once either way.
   */
  auto?: 'onload' | 'onfocus' | 'off';
  className?: string;
}

/** The payload of the run in progress, or null if it fails or expires. */
function settled(el: AltchaWidgetElement): Promise<string | null> {
  return new Promise((resolve) => {
    const done = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verifying') return;
      el.removeEventListener('statechange', done);
      resolve(state === 'verified' && payload ? payload : null);
    };
    el.addEventListener('statechange', done);
  });
}

/**
 * A form's side of the captcha (spec 001 §4.8: "reuses a response until reset"): pass `ref` and `onChange`
 * to <Captcha>, `await token()` when submitting, and `reset()` after the server has seen the payload.
 */
export function useCaptcha() {
  const ref = useRef<CaptchaHandle>(null);
  const payload = useRef<string | null>(null);
  return useMemo(
    () => ({
      ref,
      onChange: (next: string | null) => {
        payload.current = next;
      },
      token: async () => payload.current ?? (await ref.current?.verify()) ?? null,
      reset: () => {
        payload.current = null;
        ref.current?.reset();
      },
    }),
    [],
  );
}

export const CAPTCHA_CHALLENGE_URL = '/api/v1/captcha/challenge';

/**
 * The shop's captcha: a self-hosted ALTCHA proof of work (spec 001 "an invisible captcha must pass first").
 * The browser solves it while the shopper types; the form sends the payload as `recaptchaResponse`. The
 * widget's code is fetched only when this component is rendered in the browser (see captcha-loader.ts);
 * the server renders an empty, same-sized box, so nothing jumps when it appears.
 */
export function Captcha({ onChange, ref, auto = 'onload', className = '' }: CaptchaProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [failed, setFailed] = useState(false);

  useImperativeHandle(ref, () => ({
    reset() {
      changed.current(null);
      const el = widget.current;
      if (!el) return;
      el.reset();
      // The shopper is already at the form: the next payload solves in the background straight away.
      if (auto !== 'off') void el.verify().catch(() => null);
    },
    async verify() {
      const el = widget.current;
      if (!el) return null;
      // Already solving (auto): wait for that run instead of starting a second one.
      if (el.getState() === 'verifying') return settled(el);
      const result = await el.verify().catch(() => null);
      return result?.payload ?? null;
    },
  }));

  useEffect(() => {
    let cancelled = false;
    let el: AltchaWidgetElement | null = null;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      changed.current(state === 'verified' && payload ? payload : null);
    };
    loadAltcha({
      label: t('captcha.label'),
      verifying: t('captcha.verifying'),
      verified: t('captcha.verified'),
      error: t('captcha.error'),
      expired: t('captcha.expired'),
      verificationRequired: t('captcha.required'),
      waitAlert: t('captcha.wait'),
      loading: t('captcha.loading'),
    })
      .then(() => {
        if (cancelled || !host.current) return;
        el = document.createElement('altcha-widget');
        el.setAttribute('challenge', CAPTCHA_CHALLENGE_URL);
        el.setAttribute('auto', auto);
        el.setAttribute('name', 'recaptchaResponse');
        // The attribution link would be one more tab stop in every form; the licence (MIT) does not ask for it.
        el.setAttribute('configuration', JSON.stringify({ hideFooter: true, hideLogo: true }));
        el.addEventListener('statechange', onState);
        host.current.append(el);
        widget.current = el;
        // 'onfocus' listens for the form's next focus; a field focused before the widget arrived (a dialog's
        // first field) already counts as the first focus.
        const form = host.current.closest('form');
        if (auto === 'onfocus' && form?.contains(document.activeElement)) void el.verify().catch(() => null);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      el?.removeEventListener('statechange', onState);
      el?.remove();
      widget.current = null;
    };
  }, [auto, t]);

  return (
    <div ref={host} className={`captcha ${className}`}>
      {failed && (
        <p className="captcha__error" role="alert">
          {t('captcha.loadFailed')}
        </p>
      )}
    </div>
  );
}
