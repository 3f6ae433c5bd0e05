import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../../lib/dialog-store.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

function mount(quantity: number, stockRemain: number, accept = true) {
  const onChange = vi.fn(async () => accept);
  const onRemove = vi.fn();
  renderWithRouter(
    <QuantityStepper
      name="Kraken"
      quantity={quantity}
      stockRemain={stockRemain}
      onChange={onChange}
      onRemove={onRemove}
    />,
  );
  const input = screen.getByLabelText('Quantity of Kraken') as HTMLInputElement;
  return { onChange, onRemove, input };
}

describe('QuantityStepper (spec 000 §4-§5, 001 §4.9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    dialogs.clear();
  });

  it('sends a change 500 ms after the last one, only when it changed', async () => {
    const { onChange } = mount(2, 10);
    fireEvent.click(screen.getByRole('button', { name: 'One more Kraken' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Kraken' }));
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'One less Kraken' }));
    fireEvent.click(screen.getByRole('button', { name: 'One more Kraken' }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('lets plus work only below the stock left and says why a typed quantity is refused', async () => {
    const { onChange, input } = mount(3, 3);
    expect((screen.getByRole('button', { name: 'One more Kraken' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(input, { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe('Only 3 item(s) in stock');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks before removing at 1, and cancelling keeps 1', async () => {
    const { onRemove, onChange } = mount(1, 5);
    fireEvent.click(screen.getByRole('button', { name: 'One less Kraken' }));
    const [ask] = dialogs.getSnapshot();
    expect(ask).toMatchObject({ title: 'Do you want to remove?', message: 'Kraken', noText: 'CANCEL' });
    await act(async () => dialogs.close(ask!.id, { confirmed: false }));
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onRemove).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'One less Kraken' }));
    const [again] = dialogs.getSnapshot();
    await act(async () => dialogs.close(again!.id, { confirmed: true }));
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('removes the line when the field is left empty or at zero', () => {
    const { onRemove, input } = mount(2, 5);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(onRemove).toHaveBeenCalledOnce();
  });

  it('sends a waiting change at once when it goes away (the panel closes)', () => {
    const onChange = vi.fn(async () => true);
    const { unmount } = renderWithRouter(
      <QuantityStepper name="Kraken" quantity={2} stockRemain={9} onChange={onChange} onRemove={() => {}} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'One more Kraken' }));
    unmount();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('restores the quantity the server refused', async () => {
    const { input } = mount(2, 5, false);
    fireEvent.change(input, { target: { value: '4' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(input.value).toBe('2');
  });
});
