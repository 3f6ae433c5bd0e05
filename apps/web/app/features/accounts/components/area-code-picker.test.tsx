import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaCodePicker } from './area-code-picker.tsx';

const options = () => Array.from(screen.getByRole('combobox').querySelectorAll('option'));

afterEach(cleanup);

describe('AreaCodePicker in a server-rendered form (shortUntilIdle)', () => {
  it('holds only the chosen country at first, and every country once the shopper reaches for it', () => {
    render(<AreaCodePicker id="area" value="JP" onChange={vi.fn()} shortUntilIdle />);
    expect(options().map((o) => o.textContent)).toEqual(['Choose', 'Japan (+81)']);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('JP');
    fireEvent.focus(screen.getByRole('combobox'));
    expect(options().length).toBeGreaterThan(240);
    expect((screen.getByRole('combobox') as HTMLSelectElement).value).toBe('JP');
  });

  it('fills the list by itself when the browser is idle', async () => {
    render(<AreaCodePicker id="area" value="" onChange={vi.fn()} shortUntilIdle />);
    expect(options()).toHaveLength(1);
    await waitFor(() => expect(options().length).toBeGreaterThan(240));
  });

  it('is full from the start elsewhere (a dialog opened later)', () => {
    render(<AreaCodePicker id="area" value="" onChange={vi.fn()} />);
    expect(options().length).toBeGreaterThan(240);
  });
});
