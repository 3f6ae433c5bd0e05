import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../test/render.tsx';
import { ForbiddenPage, NotFoundPage, UnavailablePage } from './error-page.tsx';

describe('the error pages (spec 001 §2.6)', () => {
  it('404: the not-found text and BACK TO HOMEPAGE', () => {
    renderWithRouter(<NotFoundPage />, '/not-found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'This page is not found :( Please travel back to homepage.',
    );
    expect(screen.getByRole('link', { name: 'BACK TO HOMEPAGE' }).getAttribute('href')).toBe('/');
  });

  it('403: "You are not on the right path." under its code, with the way home', () => {
    const { container } = renderWithRouter(<ForbiddenPage />, '/forbidden');
    expect(container.querySelector('.error-page__code')!.textContent).toBe('403');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('You are not on the right path.');
    expect(screen.getByRole('link', { name: 'BACK TO HOMEPAGE' }).getAttribute('href')).toBe('/');
  });

  it('503: "All services are temporarily unavailable." with a refresh link that loads the same address', () => {
    const { container } = renderWithRouter(<UnavailablePage />, '/unavailable?from=oidc');
    expect(container.querySelector('.error-page__code')!.textContent).toBe('503');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'All services are temporarily unavailable.',
    );
    const refresh = screen.getByRole('link', { name: 'REFRESH' });
    expect(refresh.getAttribute('href')).toBe('/unavailable?from=oidc');
    expect(screen.queryByRole('link', { name: 'BACK TO HOMEPAGE' })).toBeNull();
  });
});
