import type { Article } from '@shop/domain/content';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render.tsx';
import { ArticleView } from './article-view.tsx';

const summary = {
  id: 'a2',
  title: 'Casting day',
  slug: 'casting-day',
  summary: 'How we pour resin.',
  thumbnailUrl: null,
  publishedDate: '2026-03-01T12:00:00Z',
  category: { slug: 'workshop', name: 'Workshop' },
};
const article: Article = {
  ...summary,
  id: 'a1',
  title: 'New drop',
  slug: 'new-drop',
  status: 'PUBLISHED',
  bannerImages: ['/img/banner.png'],
  content: '<p>Hello <strong>makers</strong></p>',
  updatedDate: '2026-03-01T12:00:00Z',
  seo: {
    title: 'New drop',
    description: 'd',
    imageUrl: null,
    canonicalUrl: 'https://shop.example/news/new-drop',
  },
};

describe('ArticleView', () => {
  it('renders the sanitised content and links related posts', () => {
    const { container } = renderWithRouter(<ArticleView article={article} related={[summary]} />);
    expect(container.querySelector('.article__content strong')?.textContent).toBe('makers');
    expect(screen.getByRole('heading', { name: 'RELATED POSTS' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Casting day' }).getAttribute('href')).toBe('/news/casting-day');
  });
});
