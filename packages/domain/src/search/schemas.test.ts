import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX, searchQuery, searchWords } from './schemas.ts';

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased, without duplicates', () => {
    expect(searchWords('  Forest   SPRITE forest ')).toEqual(['forest', 'sprite']);
    expect(searchWords("kecap'); drop table products; --")).toEqual(['kecap', 'drop', 'table', 'products']);
    expect(searchWords('a & b | !c:* <->')).toEqual(['a', 'b', 'c']);
    expect(searchWords('Kiln & Key 60%')).toEqual(['kiln', 'key', '60']);
    expect(searchWords('')).toEqual([]);
  });

  it('keeps at most 8 words of at most 40 characters', () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('x'.repeat(90))[0]).toHaveLength(40);
  });
});

describe('searchQuery', () => {
  it('trims the text and defaults to the first page of 12', () => {
    expect(searchQuery.parse({ text: '  sprite ' })).toMatchObject({ text: 'sprite', page: 1, size: 12 });
    expect(searchQuery.parse({}).text).toBe('');
  });

  it('refuses text over the limit', () => {
    expect(searchQuery.safeParse({ text: 'k'.repeat(SEARCH_TEXT_MAX) }).success).toBe(true);
    expect(searchQuery.safeParse({ text: 'k'.repeat(SEARCH_TEXT_MAX + 1) }).success).toBe(false);
    expect(searchQuery.safeParse({ text: `  ${'k'.repeat(SEARCH_TEXT_MAX)}  ` }).success).toBe(true);
  });
});
