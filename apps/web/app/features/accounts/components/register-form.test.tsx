import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { RegisterForm } from './register-form.tsx';

const calls = vi.hoisted(() => ({ register: vi.fn(), captchaSolves: true }));
vi.mock('../api/auth-api.ts', async (original) => ({
  ...(await original<typeof import('../api/auth-api.ts')>()),
  register: calls.register,
}));
// The real widget solves a proof of work in the browser; here it is solved at once, or (captchaSolves false)
// never, as on a slow phone that is still working on it.
vi.mock('../../../shell/captcha.tsx', async () => {
  const { useEffect, useImperativeHandle } = await import('react');
  return {
    Captcha: ({
      onChange,
      ref,
    }: {
      onChange: (p: string | null) => void;
      ref?: import('react').Ref<{ verify(): Promise<string | null>; reset(): void }>;
    }) => {
      useImperativeHandle(ref, () => ({
        verify: () => (calls.captchaSolves ? Promise.resolve('solved') : new Promise(() => {})),
        reset: () => {},
      }));
      // Solved once, like the widget (a new onChange each render must not solve again).
      useEffect(() => {
        if (calls.captchaSolves) onChange('solved');
      }, []);
      return null;
    },
  };
});

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('RegisterForm', () => {
  it('strips leading zeros and spaces from the phone and checks it against its country', async () => {
    renderWithRouter(<RegisterForm />);
    fireEvent.change(screen.getByLabelText('AREA CODE'), { target: { value: 'GB' } });
    fill('PHONE', '0 0123 45');
    expect(field('PHONE').value).toBe('12345');
    fireEvent.blur(field('PHONE'));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeTruthy();
    fill('PHONE', '07400 123456'); // a UK mobile
    expect(screen.queryByText('Please enter a valid phone number.')).toBeNull();
    fill('PHONE', '07400 12345'); // 7-12 digits, but one short for the UK
    expect(screen.getByText('Please enter a valid phone number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('AREA CODE'), { target: { value: 'US' } });
    fill('PHONE', '213 373 4253');
    expect(screen.queryByText('Please enter a valid phone number.')).toBeNull();
  });

  it('offers every country, searchable, and starts from the browser language', async () => {
    renderWithRouter(<RegisterForm />);
    const area = screen.getByLabelText('AREA CODE') as HTMLSelectElement;
    // happy-dom's navigator speaks en-US.
    await waitFor(() => expect(area.value).toBe('US'));
    expect(area.querySelectorAll('option').length).toBeGreaterThan(240);
    expect(screen.getByRole('option', { name: 'Iceland (+354)' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search country or code' });
    fireEvent.change(search, { target: { value: 'ivoire' } });
    // One match left: chosen; the list shows it (and the placeholder).
    expect(area.value).toBe('CI');
    expect([...area.querySelectorAll('option')].map((o) => o.value)).toEqual(['', 'CI']);
    fireEvent.change(search, { target: { value: '+81' } });
    expect(area.value).toBe('JP');
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(area.querySelector('option')?.textContent).toBe('No country matches');
    expect(area.value).toBe('JP'); // the choice stays
  });

  it('shows every rule on submit and sends nothing while one is broken', async () => {
    renderWithRouter(<RegisterForm />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    fill('PASSWORD', 'lowercase1');
    fill('CONFIRM PASSWORD', 'other');
    fill('FIRST NAME', ' Ada');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(
      await screen.findByText('8 - 64 characters including uppercases, lowercases & digits'),
    ).toBeTruthy();
    expect(screen.getByText('Confirm password is mismatch')).toBeTruthy();
    expect(screen.getByText('Please enter first name.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(1); // e-mail
    expect(calls.register).not.toHaveBeenCalled();
  });

  it('shows the messages of an empty form on submit at once, while the captcha is still solving', async () => {
    calls.captchaSolves = false;
    try {
      renderWithRouter(<RegisterForm />);
      fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
      expect(await screen.findByText('Please enter first name.')).toBeTruthy();
      expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(1);
      // Nothing waits on the captcha: the button is not left busy.
      expect((screen.getByRole('button', { name: 'REGISTER' }) as HTMLButtonElement).disabled).toBe(false);
      expect(calls.register).not.toHaveBeenCalled();
    } finally {
      calls.captchaSolves = true;
    }
  });

  it('offers the days of the chosen month and year', () => {
    renderWithRouter(<RegisterForm />);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2' } });
    expect(screen.getByLabelText('Day').querySelectorAll('option')).toHaveLength(1 + 29);
    const years = [...screen.getByLabelText('Year').querySelectorAll('option')].slice(1);
    expect(years).toHaveLength(80);
    expect(Number(years[0]?.textContent)).toBe(new Date().getUTCFullYear() - 16);
  });

  it('puts the server answer EMAIL_ALREADY_EXIST on the e-mail field', async () => {
    calls.register.mockResolvedValue({
      status: 409,
      body: { status: 0, errors: [{ errorCode: 'EMAIL_ALREADY_EXIST' }] },
    });
    renderWithRouter(<RegisterForm />);
    fill('EMAIL', 'ada@example.com');
    fireEvent.change(screen.getByLabelText('AREA CODE'), { target: { value: 'GB' } });
    fill('PHONE', '7400123456');
    fill('PASSWORD', 'Keycaps123');
    fill('CONFIRM PASSWORD', 'Keycaps123');
    fill('FIRST NAME', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    expect(
      await screen.findByText('This email address is already taken. Please choose another one.'),
    ).toBeTruthy();
    expect(calls.register.mock.calls[0]?.[0]).toMatchObject({
      email: 'ada@example.com',
      areaCode: { regionCode: 'GB', countryCode: '+44' },
      receiveNewsLetter: true,
      recaptchaResponse: 'solved',
      birthday: '',
    });
  });

  it('the terms checkbox links the Terms and Conditions: 28 sections in a full-screen dialog', async () => {
    renderWithRouter(<RegisterForm />);
    const box = screen.getByRole('checkbox', {
      name: /I agree to the Terms and Conditions/,
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    // happy-dom names a button inside a label after the label, and lets its click reach the box; Chromium
    // does neither (e2e/auth.spec.ts checks the box is left as it was there).
    fireEvent.click(screen.getByText('Terms and Conditions', { selector: 'button' }));
    const dialog = screen.getByRole('dialog', { name: 'TERMS AND CONDITIONS' });
    expect(dialog.className).toContain('terms-dialog');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toHaveLength(28);
    for (const topic of [
      /USING THE SITE/,
      /INTELLECTUAL PROPERTY/,
      /USER CONTRIBUTIONS/,
      /REVIEWS/,
      /SOCIAL MEDIA/,
      /PRIVACY/,
      /GOVERNING LAW/,
      /DISPUTE RESOLUTION/,
      /MINIMUM AGE/,
      /CONTACT/,
    ])
      expect(headings.some((h) => topic.test(h ?? ''))).toBe(true);
    expect(dialog.textContent).toContain('at least 18 years old');
    fireEvent.click(within(dialog).getByRole('button', { name: 'CLOSE' }));
    expect(screen.queryByRole('dialog', { name: 'TERMS AND CONDITIONS' })).toBeNull();
  });
});
