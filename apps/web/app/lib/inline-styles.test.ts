import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') && entry.name !== 'styles.css' ? [full] : [];
  });
}

describe('styles.css', () => {
  it('lists every stylesheet of the app (they are only inlined from there)', () => {
    const listed = fs.readFileSync(path.join(APP, 'styles.css'), 'utf8');
    const missing = cssFiles(APP)
      .map((file) => `./${path.relative(APP, file).split(path.sep).join('/')}`)
      .filter((rel) => !listed.includes(`"${rel}"`) && !listed.includes(`'${rel}'`));
    expect(missing).toEqual([]);
  });
});
