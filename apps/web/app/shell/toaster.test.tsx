import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../lib/toast-store.ts';
import { renderWithRouter } from '../test/render.tsx';
import { Toaster } from './toaster.tsx';

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toasts.clear();
  });
  afterEach(() => {
    act(() => toasts.clear());
    vi.useRealTimers();
  });

  it('shows a success toast for 5000 ms', () => {
    renderWithRouter(<Toaster />);
    act(() => {
      toasts.show({ type: 'success', message: "You're all set! Thank you." });
    });
    expect(screen.getByRole('status').textContent).toContain("You're all set! Thank you.");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByText("You're all set! Thank you.")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("You're all set! Thank you.")).toBeNull();
  });

  it('counts a repeated warning instead of stacking it, and keeps it until closed', () => {
    renderWithRouter(<Toaster />);
    act(() => {
      toasts.show({ type: 'warning', message: 'This product is currently unavailable.' });
      toasts.show({ type: 'warning', message: 'This product is currently unavailable.' });
    });
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toBe('This product is currently unavailable.×2');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('keeps an error toast past 5000 ms, until its close button', () => {
    renderWithRouter(<Toaster />);
    act(() => {
      toasts.show({ type: 'error', message: 'Something went wrong, Please go back and try again.' });
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong, Please go back and try again.');
    act(() => vi.advanceTimersByTime(600_000));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });

  it('stacks different toasts in order', () => {
    renderWithRouter(<Toaster />);
    act(() => {
      toasts.show({ type: 'error', message: 'First' });
      toasts.show({ type: 'info', message: 'Second' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.textContent).toBe('FirstSecond');
  });
});
