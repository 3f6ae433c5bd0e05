import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { NewsHome } from './news-home.tsx';

const a = (id: string) => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  summary: 's',
  thumbnailUrl: null,
  publishedDate: null,
  category: null,
});

describe('NewsHome', () => {
  it('shows highlights, features and non-empty categories', () => {
    renderWithRouter(
      <NewsHome
        news={{
          highlightArticles: [a('1')],
          featureArticles: [a('2')],
          featureCategories: [
            {
              articleCategory: { id: 'c1', slug: 'workshop', name: 'Workshop', description: '' },
              articles: [a('3')],
            },
            { articleCategory: { id: 'c2', slug: 'empty', name: 'Empty', description: '' }, articles: [] },
          ],
        }}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'HIGHLIGHTS',
      'FEATURED',
      'Workshop',
    ]);
    expect(screen.getByRole('link', { name: 'Post 3' }).getAttribute('href')).toBe('/news/post-3');
  });

  it('says so when there is nothing', () => {
    renderWithRouter(
      <NewsHome news={{ highlightArticles: [], featureArticles: [], featureCategories: [] }} />,
    );
    expect(screen.getByText('No articles yet.')).toBeTruthy();
  });
});
