import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanTexts } from '../../texts-plugin.ts';
import en from '../locales/en.json';

const appDir = path.resolve(import.meta.dirname, '..');
const scan = scanTexts(appDir, Object.keys(en));
const sectionsOf = (file: string) => scan.sectionsOf(path.join(appDir, file));

describe('the texts each part of the browser build brings (texts-plugin.ts)', () => {
  it('the shell starts with the sections of what root.tsx imports, without the footer and the API errors', () => {
    for (const s of ['app', 'nav', 'dialog', 'toast']) expect(scan.shell).toContain(s);
    expect(scan.shell).not.toContain('product');
    expect(scan.shell).not.toContain('staticPages');
    // The footer loads after the page; the API errors' texts with the first failure that shows one.
    expect(scan.shell).not.toContain('footer');
    expect(scan.shell).not.toContain('ERRORS');
    const errors = path.join(appDir, 'lib/error-texts.ts');
    expect(scan.lazyModules).toContain(errors);
    expect(scan.sectionsOf(errors)).toEqual(['ERRORS']);
  });

  it('a route brings the sections of its own code and its features, beyond the shell', () => {
    expect(sectionsOf('routes/product-detail.tsx')).toEqual(expect.arrayContaining(['product', 'wishlist']));
    expect(sectionsOf('routes/about-us.tsx')).toContain('staticPages');
    expect(sectionsOf('routes/product-detail.tsx')).not.toContain('nav');
  });

  it('a part loaded on first use brings its own sections (the sign-in dialogs: auth, terms)', () => {
    const dialogs = path.join(appDir, 'features/accounts/components/auth-dialogs.tsx');
    expect(scan.lazyModules).toContain(dialogs);
    expect(scan.sectionsOf(dialogs)).toEqual(expect.arrayContaining(['auth', 'terms']));
  });
});
