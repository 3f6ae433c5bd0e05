import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter as render } from '../../../test/render.tsx';
import { PhotoStrip } from './photo-strip.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

const photos = Array.from({ length: 6 }, (_, i) => ({
  thumbnailUrl: `/uploads/p${i + 1}-thumb.webp`,
  imageUrl: `/uploads/p${i + 1}-large.webp`,
}));
const shown = () =>
  within(screen.getByRole('dialog', { name: 'Photos' }))
    .getByRole('img')
    .getAttribute('src');

describe('full-screen photo viewer', () => {
  it('opens at the photo asked for, goes round with the buttons and the arrow keys', () => {
    render(
      <PhotoViewer
        photos={photos.slice(0, 3).map((p) => ({ src: p.imageUrl }))}
        startIndex={1}
        onClose={() => {}}
      />,
    );
    expect(shown()).toBe('/uploads/p2-large.webp');
    expect(screen.getByText('2 / 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByText('1 / 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowLeft' });
    expect(shown()).toBe('/uploads/p3-large.webp');
    fireEvent.keyDown(screen.getByRole('img'), { key: 'ArrowRight' });
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('a swipe changes the photo, a tap does not', () => {
    render(<PhotoViewer photos={photos.slice(0, 2).map((p) => ({ src: p.imageUrl }))} onClose={() => {}} />);
    const stage = screen.getByRole('figure');
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 295 });
    expect(screen.getByText('1 / 2')).toBeTruthy();
    fireEvent.pointerDown(stage, { clientX: 300 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(screen.getByText('2 / 2')).toBeTruthy();
  });

  it('one photo has no previous or next; Esc and the close button close it; the extra slot shows', () => {
    const onClose = vi.fn();
    render(<PhotoViewer photos={[{ src: '/a.webp' }]} onClose={onClose} extra={<p>Great caps</p>} />);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getByText('Great caps')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('photo strip with "+N IMAGES"', () => {
  it('shows 4 tiles of 6 photos, the last saying +2 IMAGES, and opens the viewer there', () => {
    render(<PhotoStrip photos={photos} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText('+2 IMAGES')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open the photos: 2 more' }));
    expect(screen.getByText('4 / 6')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toBe('/uploads/p5-large.webp');
  });

  it('no overflow tile when all photos fit; thumbnails in the tiles, large ones in the viewer', () => {
    render(<PhotoStrip photos={photos.slice(0, 2)} />);
    expect(screen.queryByText(/IMAGES/)).toBeNull();
    const tile = screen.getByRole('button', { name: 'Open photo 2 of 2' });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe('/uploads/p2-thumb.webp');
    fireEvent.click(tile);
    expect(shown()).toBe('/uploads/p2-large.webp');
  });
});
