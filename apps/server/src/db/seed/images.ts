import type { Storage } from '../../platform/storage.ts';

/**
 * Demo artwork drawn as small SVGs (a gradient, a simple silhouette and a label) so the shop looks alive
 * without shipping or downloading photos. Every SVG stays well under 4 KB; raster.ts renders them to the
 * AVIF and WebP files the shop serves (avatars stay SVG).
 */
export type Palette = readonly [string, string];
export type Motif = 'sculpt' | 'keycap' | 'deskmat' | 'keyboard' | 'pin' | 'plush' | 'cable' | 'gift' | 'box';

const esc = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const FONT = "font-family='Trebuchet MS,Verdana,sans-serif'";

const grad = (id: string, [a, b]: Palette, vertical = false) =>
  `<linearGradient id='${id}' x1='0' y1='0' x2='${vertical ? 0 : 1}' y2='1'><stop offset='0' stop-color='${a}'/><stop offset='1' stop-color='${b}'/></linearGradient>`;

// A keycap seen from the front: a skirt and a dished top, centred on (cx, cy) at scale s.
const keycap = (cx: number, cy: number, s: number, fill: string, top: string) => {
  const p = (x: number, y: number) => `${cx + x * s} ${cy + y * s}`;
  return (
    `<path d='M${p(-180, 140)} L${p(-140, -120)} Q${p(-134, -150)} ${p(-104, -150)} L${p(104, -150)} Q${p(134, -150)} ${p(140, -120)} L${p(180, 140)} Q${p(184, 170)} ${p(154, 170)} L${p(-154, 170)} Q${p(-184, 170)} ${p(-180, 140)}Z' fill='${fill}'/>` +
    `<path d='M${p(-110, -120)} L${p(110, -120)} L${p(96, 20)} Q${p(94, 32)} ${p(80, 32)} L${p(-80, 32)} Q${p(-94, 32)} ${p(-96, 20)}Z' fill='${top}' opacity='.45'/>`
  );
};

function motifShape(motif: Motif, [a, b]: Palette): string {
  const light = "fill='#fff' fill-opacity='.85'";
  switch (motif) {
    case 'sculpt':
      // A little creature sitting on the keycap: head, ears and eyes.
      return `${keycap(400, 430, 1, 'url(#k)', b)}<circle cx='400' cy='250' r='95' fill='${a}'/><path d='M318 200 L300 120 L360 170Z M482 200 L500 120 L440 170Z' fill='${a}'/><circle cx='365' cy='245' r='16' ${light}/><circle cx='435' cy='245' r='16' ${light}/><circle cx='365' cy='248' r='7' fill='${b}'/><circle cx='435' cy='248' r='7' fill='${b}'/>`;
    case 'keycap':
      // The back keycap first, so the front two overlap it.
      return `${keycap(400, 290, 0.6, 'url(#k)', a)}${keycap(290, 440, 0.75, 'url(#k)', b)}${keycap(510, 440, 0.75, 'url(#k)', a)}`;
    case 'deskmat':
      return `<rect x='110' y='250' width='580' height='300' rx='28' fill='url(#k)'/><path d='M140 500 Q300 360 420 450 T660 330' stroke='${b}' stroke-width='18' fill='none' opacity='.6'/>`;
    case 'keyboard':
      // One key drawn once and tiled by a pattern keeps the file small.
      return `<defs><pattern id='p' x='158' y='300' width='49' height='49' patternUnits='userSpaceOnUse'><rect width='41' height='41' rx='6' fill='#fff' fill-opacity='.8'/></pattern></defs><rect x='130' y='270' width='540' height='250' rx='26' fill='${b}' fill-opacity='.55'/><rect x='158' y='300' width='490' height='196' fill='url(#p)'/><rect x='158' y='300' width='41' height='41' rx='6' fill='${a}'/><rect x='599' y='447' width='41' height='41' rx='6' fill='${a}'/>`;
    case 'pin':
      return `<circle cx='400' cy='390' r='190' fill='url(#k)'/><circle cx='400' cy='390' r='150' fill='${a}' opacity='.6'/><path d='M400 290 L428 360 L500 362 L442 404 L464 474 L400 432 L336 474 L358 404 L300 362 L372 360Z' ${light}/>`;
    case 'plush':
      return `<ellipse cx='400' cy='420' rx='210' ry='180' fill='url(#k)'/><ellipse cx='300' cy='260' rx='50' ry='70' fill='${a}'/><ellipse cx='500' cy='260' rx='50' ry='70' fill='${a}'/><circle cx='350' cy='400' r='18' fill='${b}'/><circle cx='450' cy='400' r='18' fill='${b}'/>`;
    case 'cable':
      return `<path d='M160 520 C260 200 340 600 420 300 S600 200 640 420' stroke='url(#k)' stroke-width='34' fill='none' stroke-linecap='round'/><rect x='610' y='400' width='60' height='90' rx='10' ${light}/>`;
    case 'gift':
      return `<rect x='220' y='300' width='360' height='260' rx='18' fill='url(#k)'/><rect x='380' y='300' width='40' height='260' fill='${a}'/><path d='M400 300 C330 200 260 260 330 300 M400 300 C470 200 540 260 470 300' stroke='${a}' stroke-width='22' fill='none'/>`;
    case 'box':
      return `<path d='M200 320 L400 230 L600 320 L600 540 L400 630 L200 540Z' fill='url(#k)'/><path d='M200 320 L400 410 L600 320 M400 410 L400 630' stroke='${b}' stroke-width='10' fill='none' opacity='.5'/>`;
  }
}

export function productSvg(title: string, caption: string, palette: Palette, motif: Motif): string {
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 800 800' width='800' height='800'>` +
    `<defs>${grad('g', palette)}<linearGradient id='k' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#fff' stop-opacity='.95'/><stop offset='1' stop-color='#fff' stop-opacity='.6'/></linearGradient></defs>` +
    `<rect width='800' height='800' fill='url(#g)'/><circle cx='660' cy='130' r='150' fill='#fff' opacity='.07'/>` +
    motifShape(motif, palette) +
    `<text x='400' y='705' ${FONT} font-size='44' font-weight='700' text-anchor='middle' fill='#fff'>${esc(title)}</text>` +
    `<text x='400' y='750' ${FONT} font-size='26' text-anchor='middle' fill='#fff' fill-opacity='.8'>${esc(caption)}</text></svg>`
  );
}

/** A banner: 1600×600 landscape or 800×1000 portrait. */
export function bannerSvg(title: string, subtitle: string, palette: Palette, portrait: boolean): string {
  const [w, h] = portrait ? [800, 1000] : [1600, 600];
  // The slider crops the sides (object-fit: cover at 12:5), so the title keeps clear of the edges, and a long
  // title is set smaller so that it fits beside the keycap (landscape) or within the picture (portrait):
  // a bold glyph is about 0.6 em wide on average.
  const [tx, ty, largest, room] = portrait ? [400, 760, 56, 680] : [200, 300, 72, 840];
  const size = Math.min(largest, Math.floor(room / (0.6 * Math.max(1, title.length))));
  const sub = Math.round(largest * 0.45);
  const anchor = portrait ? 'middle' : 'start';
  const cap = portrait
    ? keycap(400, 380, 1.1, 'url(#k)', palette[1])
    : keycap(1220, 300, 1.15, 'url(#k)', palette[1]);
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}' width='${w}' height='${h}'>` +
    `<defs>${grad('g', palette)}<linearGradient id='k' x1='0' y1='0' x2='0' y2='1'><stop offset='0' stop-color='#fff' stop-opacity='.9'/><stop offset='1' stop-color='#fff' stop-opacity='.5'/></linearGradient></defs>` +
    `<rect width='${w}' height='${h}' fill='url(#g)'/><circle cx='${w * 0.8}' cy='${h * 0.15}' r='${h * 0.35}' fill='#fff' opacity='.06'/>${cap}` +
    `<text x='${tx}' y='${ty}' ${FONT} font-size='${size}' font-weight='700' text-anchor='${anchor}' fill='#fff'>${esc(title)}</text>` +
    `<text x='${tx}' y='${ty + Math.round(size * 0.5 + sub)}' ${FONT} font-size='${sub}' text-anchor='${anchor}' fill='#fff' fill-opacity='.85'>${esc(subtitle)}</text></svg>`
  );
}

/** A round avatar with initials (artists and users). */
export function avatarSvg(name: string, palette: Palette): string {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400' width='400' height='400'><defs>${grad('g', palette)}</defs>` +
    `<circle cx='200' cy='200' r='200' fill='url(#g)'/><text x='200' y='238' ${FONT} font-size='120' font-weight='700' text-anchor='middle' fill='#fff'>${esc(initials)}</text></svg>`
  );
}

/** Writes one SVG through the storage adapter and returns its public url. */
export async function putSvg(storage: Storage, key: string, svg: string): Promise<string> {
  const { url } = await storage.put(`demo/${key}.svg`, svg, 'image/svg+xml');
  return url;
}
