import type { Me } from '@shop/domain/accounts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../../../lib/dialog-store.ts';
import { DialogHost } from '../../../shell/dialog-host.tsx';
import { renderWithRouter } from '../../../test/render.tsx';
import { ProfileSummary } from './profile-summary.tsx';

const upload = vi.hoisted(() => vi.fn());
vi.mock('../api/profile-api.ts', () => ({ uploadAvatar: upload }));
afterEach(() => act(() => dialogs.clear()));

const ME = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  rankName: 'Iron',
  totalPoint: 0,
  totalExps: 0,
  nextLevelTarget: 100,
} as unknown as Me;

function choose(file: File) {
  renderWithRouter(
    <>
      <ProfileSummary me={ME} />
      <DialogHost />
    </>,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}
const jpeg = (bytes = 10) => new File([new Uint8Array(bytes)], 'me.jpg', { type: 'image/jpeg' });

describe('avatar upload dialogs (spec 000 §5)', () => {
  it.each([
    [
      'FILE_TYPE_NOT_SUPPORTED',
      'The file type is not support.',
      'The image extension should be JPEG, JPG or PNG.',
    ],
    ['FILE_TOO_LARGE', 'OOPS! UPLOAD FAILED', 'Cannot process image larger than 2MB'],
    ['failed', 'OOPS! UPLOAD FAILED', 'Upload failed. Click on the refresh icon to reload.'],
  ])('the server refusing %s shows its dialog', async (code, title, message) => {
    upload.mockResolvedValueOnce({ error: code });
    choose(jpeg());
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(message);
  });

  it('the browser refuses another type with the same dialog, sending nothing', async () => {
    upload.mockClear();
    choose(new File(['GIF89a'], 'me.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('dialog', { name: 'The file type is not support.' })).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it('the browser refuses a file over 2 MB with the same dialog, sending nothing', async () => {
    upload.mockClear();
    choose(jpeg(2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('dialog', { name: 'OOPS! UPLOAD FAILED' })).textContent).toContain(
      'Cannot process image larger than 2MB',
    );
    expect(upload).not.toHaveBeenCalled();
  });
});
