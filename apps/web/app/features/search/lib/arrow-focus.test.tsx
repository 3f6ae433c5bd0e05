import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moveFocusWithArrows } from './arrow-focus.ts';

describe('moveFocusWithArrows', () => {
  it('moves from the box through the results and back with the arrow keys', () => {
    render(
      <div onKeyDown={moveFocusWithArrows}>
        <input type="search" aria-label="box" />
        <section className="search-preview">
          <a href="/a">A</a>
          <a href="/b">B</a>
        </section>
      </div>,
    );
    const box = screen.getByLabelText('box');
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('A');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('B');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(box);
  });
});
