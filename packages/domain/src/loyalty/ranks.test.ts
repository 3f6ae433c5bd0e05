import { describe, expect, it } from 'vitest';
import { goldForOrder, rankFor } from './ranks.ts';

const ranks = [
  { level: 2, name: 'Craftsman', expTarget: 1500 },
  { level: 0, name: 'Apprentice', expTarget: 0 },
  { level: 3, name: 'Legend', expTarget: 5000 },
  { level: 1, name: 'Journeyman', expTarget: 500 },
];

describe('rankFor (spec 002 §3)', () => {
  it.each([
    [0, 0, 'Apprentice', 500],
    [499, 0, 'Apprentice', 500],
    [500, 1, 'Journeyman', 1500],
    [2500, 2, 'Craftsman', 5000],
    [5000, 3, 'Legend', 5000],
    // At the top rank the next-level target equals the current experience.
    [9000, 3, 'Legend', 9000],
  ])('%i experience: rank %i %s, next %i', (exps, ranking, rankName, next) => {
    expect(rankFor(exps, ranks)).toMatchObject({ ranking, rankName, nextLevelTarget: next });
  });

  it('without a rank table, level 0 with no name', () => {
    expect(rankFor(10, [])).toEqual({ ranking: 0, rankName: '', nextLevelTarget: 10, levelTarget: 0 });
  });
});

describe('goldForOrder', () => {
  it('gives whole gold per whole dollar at the rate', () => {
    expect(goldForOrder(4999, 1)).toBe(49);
    expect(goldForOrder(10000, 2)).toBe(200);
    expect(goldForOrder(10000, 0.5)).toBe(50);
    expect(goldForOrder(0, 1)).toBe(0);
    expect(goldForOrder(-500, 1)).toBe(0);
  });
});
