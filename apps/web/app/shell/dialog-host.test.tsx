import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apologyDialog, confirmDialog, type DialogResult, dialogs } from '../lib/dialog-store.ts';
import { renderWithRouter } from '../test/render.tsx';
import { DialogHost } from './dialog-host.tsx';

afterEach(() => act(() => dialogs.clear()));

describe('DialogHost', () => {
  it('asks "Confirm ?" with OK and CANCEL, as an accessible modal', async () => {
    renderWithRouter(<DialogHost />);
    let answer: Promise<DialogResult> = Promise.resolve({ confirmed: true });
    act(() => {
      answer = confirmDialog('Do you want to remove?');
    });
    const dialog = screen.getByRole('dialog', { name: 'Confirm ?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Do you want to remove?');
    expect(document.body.classList.contains('scroll-locked')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'CANCEL' }));
    await expect(answer).resolves.toEqual({ confirmed: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.classList.contains('scroll-locked')).toBe(false);
  });

  it('closes on Escape', async () => {
    renderWithRouter(<DialogHost />);
    let answer: Promise<DialogResult> = Promise.resolve({ confirmed: true });
    act(() => {
      answer = dialogs.open({ title: 'Hello', message: 'World' });
    });
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await expect(answer).resolves.toEqual({ confirmed: false });
  });

  it('keeps a dialog that must be answered open on Escape', () => {
    renderWithRouter(<DialogHost />);
    act(() => {
      void dialogs.open({ title: 'OTP VERIFICATION', dismissible: false });
    });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'OTP VERIFICATION' })).toBeTruthy();
  });

  it('requires the prompt text, counts it against 500 and returns it', async () => {
    renderWithRouter(<DialogHost />);
    let answer: Promise<DialogResult> = Promise.resolve({ confirmed: false });
    act(() => {
      answer = dialogs.open({ title: 'Why?', prompt: {}, yesText: 'SEND', noText: 'CANCEL' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    expect(screen.getByRole('alert').textContent).toBe('This field is required.');
    const box = screen.getByRole('textbox');
    expect(box.getAttribute('maxlength')).toBe('500');
    fireEvent.change(box, { target: { value: 'Too late' } });
    expect(screen.getByText('8/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'SEND' }));
    await expect(answer).resolves.toEqual({ confirmed: true, text: 'Too late' });
  });

  it('shows the apology and goes to the given route once dismissed', async () => {
    renderWithRouter(<DialogHost />, '/checkout/payment');
    act(() => {
      void apologyDialog('Something went wrong, Please go back and try again.', '/checkout');
    });
    expect(screen.getByRole('dialog', { name: 'Oops !' }).textContent).toContain(
      'Something went wrong, Please go back and try again.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('path').textContent).toBe('/checkout');
  });

  it('shows queued dialogs one after the other', () => {
    renderWithRouter(<DialogHost />);
    act(() => {
      void dialogs.open({ title: 'One' });
      void dialogs.open({ title: 'Two' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('dialog', { name: 'Two' })).toBeTruthy();
  });
});
