import type { TicketList, TicketSummary } from '@shop/domain/support';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter as render } from '../../../test/render.tsx';
import { TicketListView } from './ticket-list.tsx';

/** The requests list as shoppers and staff page through it (20 a page, the filter kept). */
const row = (i: number) => ({
  id: `t${i}`,
  subTickets: [
    {
      subject: `Request ${i}`,
      read: true,
      displayStatus: 'IN_PROGRESS',
      owner: { email: 'ada@example.com' },
      latestMessage: null,
      updatedDate: '2026-11-20T10:00:00.000Z',
    } as unknown as TicketSummary,
  ],
});
const list = (page: number, totalElements: number): TicketList => ({
  contents: Array.from({ length: 20 }, (_, i) => row((page - 1) * 20 + i + 1)),
  page,
  size: 20,
  totalElements,
  totalByStatus: { IN_PROGRESS: totalElements, RESOLVED: 3 },
});

describe('TicketListView', () => {
  it('pages a long list, keeping the status filter in every page link', async () => {
    render(<TicketListView list={list(2, 45)} base="/staff/tickets" status="IN_PROGRESS" staff />);
    expect(await screen.findByText('Request 21')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /page 3/i }).getAttribute('href')).toBe(
      '/staff/tickets?status=IN_PROGRESS&page=3',
    );
    expect(screen.getByRole('link', { name: 'PREVIOUS' }).getAttribute('href')).toBe(
      '/staff/tickets?status=IN_PROGRESS&page=1',
    );
    expect(screen.getByRole('link', { name: /page 2/i }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no pages when one page holds them all', async () => {
    render(<TicketListView list={list(1, 20)} base="/account/tickets" status={null} />);
    expect(await screen.findByText('Request 20')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
