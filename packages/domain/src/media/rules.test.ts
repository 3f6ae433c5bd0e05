import { describe, expect, it } from 'vitest';
import {
  contentTypeOf,
  extensionFor,
  extensionOf,
  PHOTO_MAX_BYTES,
  photoFileError,
  showAddTile,
  trimToRoom,
} from './rules.ts';

describe('photo upload rules (spec 000 §5)', () => {
  it('takes JPEG, JPG and PNG up to 2 MB', () => {
    expect(photoFileError({ name: 'a.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileError({ name: 'a.PNG', type: 'image/png', size: 10 })).toBeNull();
    expect(photoFileError({ name: 'a.jpeg', type: '', size: 10 })).toBeNull();
  });

  it('refuses one byte over 2 MB, and other types, whatever the name says', () => {
    expect(photoFileError({ name: 'a.jpg', type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'FILE_TOO_LARGE',
    );
    expect(photoFileError({ name: 'a.jpg', type: 'image/svg+xml', size: 10 })).toBe(
      'FILE_TYPE_NOT_SUPPORTED',
    );
    expect(photoFileError({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('FILE_TYPE_NOT_SUPPORTED');
    expect(photoFileError({ name: 'a.html', type: '', size: 10 })).toBe('FILE_TYPE_NOT_SUPPORTED');
  });

  it('knows extensions and their content types', () => {
    expect(extensionOf('IMG_0001.JPG')).toBe('jpg');
    expect(extensionOf('noext')).toBe('');
    expect(contentTypeOf('jpg')).toBe('image/jpeg');
    expect(contentTypeOf('jpeg')).toBe('image/jpeg');
    expect(contentTypeOf('png')).toBe('image/png');
    expect(extensionFor({ name: 'IMG_1', type: 'image/png' })).toBe('png');
    expect(extensionFor({ name: 'a.JPEG', type: '' })).toBe('jpeg');
  });

  it('trims the files beyond the room left, keeping the first ones', () => {
    expect(trimToRoom([1, 2, 3, 4], 7)).toEqual([1, 2]);
    expect(trimToRoom([1, 2], 9)).toEqual([]);
    expect(trimToRoom([1, 2], 0, 3)).toEqual([1, 2]);
  });

  it('shows the add tile under 5 photos only, and only when adding is allowed', () => {
    expect(showAddTile(0, true)).toBe(true);
    expect(showAddTile(4, true)).toBe(true);
    expect(showAddTile(5, true)).toBe(false);
    expect(showAddTile(2, false)).toBe(false);
    expect(showAddTile(2, true, 2)).toBe(false);
  });
});
