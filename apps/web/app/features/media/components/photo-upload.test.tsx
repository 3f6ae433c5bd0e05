import type { PresignedUpload, UploadedPhoto } from '@shop/domain/media';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../../lib/dialog-store.ts';
import { DialogHost } from '../../../shell/dialog-host.tsx';
import { renderWithRouter as render } from '../../../test/render.tsx';
import type { SendResult } from '../api/send-photo.ts';
import { type PhotoUploadsOptions, usePhotoUploads } from '../hooks/use-photo-uploads.ts';
import { PhotoUpload } from './photo-upload.tsx';

afterEach(() => act(() => dialogs.clear()));

const link = (i: number): PresignedUpload => ({
  url: `/api/v1/media/uploads/token-${i}`,
  fileUUID: `00000000-0000-4000-8000-00000000000${i}`,
  method: 'PUT',
  headers: { 'content-type': 'image/jpeg' },
  expiresAt: '2030-01-01T00:00:00.000Z',
});
const photoOf = (l: PresignedUpload): UploadedPhoto => ({
  fileUUID: l.fileUUID,
  imageUrl: `/uploads/${l.fileUUID}-large.webp`,
  thumbnailUrl: `/uploads/${l.fileUUID}-thumb.webp`,
  width: 10,
  height: 10,
});
const jpeg = (name = 'a.jpg', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function Harness(props: Partial<PhotoUploadsOptions> & { canAdd?: boolean; onDone?: (r: unknown) => void }) {
  const uploads = usePhotoUploads({
    requestLinks: async (files) => files.map((_, i) => link(i)),
    send: async (l) => ({ photo: photoOf(l) }),
    ...props,
  });
  return (
    <>
      <PhotoUpload uploads={uploads} canAdd={props.canAdd ?? true} />
      <button
        type="button"
        onClick={async () => {
          const photos = await uploads.uploadAll();
          props.onDone?.(photos);
        }}
      >
        PUBLISH
      </button>
      <DialogHost />
    </>
  );
}

const choose = (files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
const tiles = () => document.querySelectorAll('.photo:not(.photo--add)');

describe('photo upload (spec 000 §5)', () => {
  it('shows the add tile with count/max, only under 5 photos', () => {
    render(<Harness />);
    expect(screen.getByText('0/9')).toBeTruthy();
    act(() => choose([jpeg('1.jpg'), jpeg('2.jpg')]));
    expect(tiles()).toHaveLength(2);
    expect(screen.getByText('2/9')).toBeTruthy();
    act(() => choose([jpeg('3.jpg'), jpeg('4.jpg'), jpeg('5.jpg')]));
    expect(tiles()).toHaveLength(5);
    expect(screen.queryByText('5/9')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('keeps the first files that fit and trims the rest', () => {
    render(<Harness max={9} />);
    act(() => choose(Array.from({ length: 12 }, (_, i) => jpeg(`${i}.jpg`))));
    expect(tiles()).toHaveLength(9);
  });

  it('refuses files over 2 MB and of other types in the browser, with the spec dialogs', async () => {
    render(<Harness />);
    act(() => choose([jpeg('big.jpg', 2 * 1024 * 1024 + 1)]));
    const big = await screen.findByRole('dialog', { name: 'OOPS! UPLOAD FAILED' });
    expect(big.textContent).toContain('Cannot process image larger than 2MB');
    act(() => dialogs.clear());
    act(() => choose([new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })]));
    const type = await screen.findByRole('dialog', { name: 'The file type is not support.' });
    expect(type.textContent).toContain('The image extension should be JPEG, JPG or PNG.');
    expect(tiles()).toHaveLength(0);
  });

  it('uploads the chosen photos: loading with a spinner, then uploaded, all of them in order', async () => {
    const gates: ((r: SendResult) => void)[] = [];
    const onDone = vi.fn();
    render(
      <Harness
        send={(l) => new Promise((resolve) => gates.push(() => resolve({ photo: photoOf(l) })))}
        onDone={onDone}
      />,
    );
    act(() => choose([jpeg('1.jpg'), jpeg('2.jpg')]));
    fireEvent.click(screen.getByRole('button', { name: 'PUBLISH' }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    expect(document.querySelectorAll('.photo--loading')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Remove photo 1' })).toBeNull();
    await waitFor(() => expect(gates).toHaveLength(2));
    act(() => {
      for (const open of gates) open({} as SendResult);
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toEqual([photoOf(link(0)), photoOf(link(1))]);
    expect(document.querySelectorAll('.photo--uploaded')).toHaveLength(2);
  });

  it('asks the owner for one link per photo, for the type the browser reports', async () => {
    const requestLinks = vi.fn(async (files: unknown[]) => files.map((_, i) => link(i)));
    render(<Harness requestLinks={requestLinks} />);
    act(() => choose([new File([new Uint8Array(4)], 'IMG_0001', { type: 'image/png' }), jpeg('b.JPG')]));
    fireEvent.click(screen.getByRole('button', { name: 'PUBLISH' }));
    await waitFor(() => expect(document.querySelectorAll('.photo--uploaded')).toHaveLength(2));
    expect(requestLinks).toHaveBeenCalledWith([
      { fileName: 'IMG_0001', extension: 'png' },
      { fileName: 'b.JPG', extension: 'jpg' },
    ]);
  });

  it('a failed upload shows the refresh icon and the message; the icon sends it again', async () => {
    let fail = true;
    const onDone = vi.fn();
    render(
      <Harness send={async (l) => (fail ? { error: 'failed' } : { photo: photoOf(l) })} onDone={onDone} />,
    );
    act(() => choose([jpeg()]));
    fireEvent.click(screen.getByRole('button', { name: 'PUBLISH' }));
    const retry = await screen.findByRole('button', { name: 'Upload again' });
    expect(screen.getByRole('alert').textContent).toBe('Upload failed. Click on the refresh icon to reload.');
    expect(onDone).toHaveBeenCalledWith(null);
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(document.querySelectorAll('.photo--uploaded')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a photo the shop refuses by its content opens the dialog and leaves the list', async () => {
    render(<Harness send={async () => ({ error: 'FILE_TYPE_NOT_SUPPORTED' })} />);
    act(() => choose([jpeg('really-a-page.jpg')]));
    fireEvent.click(screen.getByRole('button', { name: 'PUBLISH' }));
    expect(await screen.findByRole('dialog', { name: 'The file type is not support.' })).toBeTruthy();
    expect(tiles()).toHaveLength(0);
  });

  it('links refused by the owner leave every photo in error, to retry', async () => {
    render(<Harness requestLinks={async () => null} />);
    act(() => choose([jpeg('1.jpg'), jpeg('2.jpg')]));
    fireEvent.click(screen.getByRole('button', { name: 'PUBLISH' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Upload again' })).toHaveLength(2));
  });

  it('in view mode: saved photos, no add tile, no remove buttons', () => {
    render(<Harness initial={[photoOf(link(1)), photoOf(link(2))]} canAdd={false} />);
    expect(tiles()).toHaveLength(2);
    expect(screen.queryByText(/\/9/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove photo/ })).toBeNull();
  });

  it('removes a photo, and a tile opens the full-screen viewer', () => {
    render(<Harness initial={[photoOf(link(1)), photoOf(link(2))]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(tiles()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Open photo 1 of 1' }));
    const viewer = screen.getByRole('dialog', { name: 'Photos' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(photoOf(link(2)).imageUrl);
  });
});
