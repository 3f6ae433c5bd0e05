import { ROUTE_STYLES } from '../route-styles.ts';
import list from '../styles.css?raw';
import { criticalCss, criticalNames, styleSheets } from './critical-styles.ts';

/** Every stylesheet's CSS as the build writes it (minified), by its path in styles.css ("./shell/header.css"). */
const texts = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.css', '!../styles.css'], {
      query: '?inline',
      import: 'default',
      eager: true,
    }),
  ).map(([file, css]) => [`./${file.slice('../'.length)}`, css]),
);
const sheets = styleSheets(list);
const cache = new Map<string, string>();

/** The CSS a page inlines, for the ids of the routes it renders (root first). */
export function pageStyles(routeIds: readonly string[]): string {
  const key = routeIds.join(' ');
  let css = cache.get(key);
  if (css === undefined) {
    css = criticalCss(sheets, texts, criticalNames(routeIds, ROUTE_STYLES));
    cache.set(key, css);
  }
  return css;
}
