import { describe, expect, it } from 'vitest';
import { bundleRoom, holdMore, isValidSelection } from './bundle-rules.ts';

describe('bundle rules (spec 000 §4, §9)', () => {
  const bundle = { size: 2, memberIds: ['a', 'b', 'c'] };

  it('needs exactly size different members', () => {
    expect(isValidSelection(bundle, ['a', 'b'])).toBe(true);
    expect(isValidSelection(bundle, ['a'])).toBe(false);
    expect(isValidSelection(bundle, ['a', 'a'])).toBe(false);
    expect(isValidSelection(bundle, ['a', 'b', 'c'])).toBe(false);
    expect(isValidSelection(bundle, ['a', 'x'])).toBe(false);
  });

  it('is the minimum over chosen variants of stock minus what is held elsewhere', () => {
    const stock: Record<string, number> = { a: 5, b: 8, c: 3 };
    expect(bundleRoom(['a', 'b'], (id) => stock[id])).toBe(5);
    const held = holdMore(new Map([['a', 2]]), ['a', 'c'], 1);
    expect(held.get('a')).toBe(3);
    expect(bundleRoom(['a', 'b'], (id) => stock[id], held)).toBe(2);
    expect(bundleRoom(['c'], (id) => stock[id], held)).toBe(2);
    expect(bundleRoom(['a'], () => 1, new Map([['a', 4]]))).toBe(0);
    expect(bundleRoom(['x'], () => undefined)).toBe(99);
    expect(bundleRoom([], () => 5)).toBe(0);
  });
});
