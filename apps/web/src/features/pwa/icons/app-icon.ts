/**
 * The Mentora app icon, drawn from one piece of geometry: a heart (a square turned 45° with a
 * circle on each of its two upper sides) on the brand purple. The same shapes give the SVG and,
 * through a small anti-aliased rasterizer, the PNG pixels, so every size matches exactly.
 * Build-time only: the web app never imports this file.
 */

export const ICON_BACKGROUND = '#6d5dd3';
export const ICON_FOREGROUND = '#ffffff';

/** 'any' is a rounded square with transparent corners; 'maskable' fills the square edge to edge. */
export type IconKind = 'any' | 'maskable';

interface Heart {
  /** Centre of the turned square, as a fraction of the icon's side. */
  cx: number;
  cy: number;
  /** Half the square's diagonal, as a fraction of the icon's side. */
  d: number;
}

/** Corner radius of the 'any' icon, as a fraction of its side. */
export const CORNER_RADIUS = 0.22;

/**
 * The heart's bounding box runs from cy - 1.207d to cy + d vertically, so shifting the square's
 * centre down by 0.1035d centres the heart in the icon.
 */
const heartFor = (d: number): Heart => ({ cx: 0.5, cy: 0.5 + 0.1035 * d, d });

/** Maskable icons keep everything that matters inside the centre circle of radius 0.4. */
export const HEART: Record<IconKind, Heart> = { any: heartFor(0.235), maskable: heartFor(0.2) };

function lobes(h: Heart) {
  const r = h.d / Math.SQRT2;
  return [
    { x: h.cx - h.d / 2, y: h.cy - h.d / 2, r },
    { x: h.cx + h.d / 2, y: h.cy - h.d / 2, r },
  ];
}

const LOBES: Record<IconKind, ReturnType<typeof lobes>> = {
  any: lobes(HEART.any),
  maskable: lobes(HEART.maskable),
};

/** Is the point (in fractions of the side) inside the heart? */
export function inHeart(kind: IconKind, x: number, y: number): boolean {
  const h = HEART[kind];
  if (Math.abs(x - h.cx) + Math.abs(y - h.cy) <= h.d) return true;
  for (const c of LOBES[kind]) if ((x - c.x) ** 2 + (y - c.y) ** 2 <= c.r ** 2) return true;
  return false;
}

/** Is the point inside the icon's background shape? */
export function inBackground(kind: IconKind, x: number, y: number): boolean {
  if (x < 0 || x > 1 || y < 0 || y > 1) return false;
  if (kind === 'maskable') return true;
  const r = CORNER_RADIUS;
  const nx = Math.min(Math.max(x, r), 1 - r);
  const ny = Math.min(Math.max(y, r), 1 - r);
  return (x - nx) ** 2 + (y - ny) ** 2 <= r * r;
}

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as number[];

/**
 * RGBA pixels of the icon at `size` × `size`, anti-aliased with `samples` × `samples`
 * sub-pixel samples.
 */
export function renderIcon(kind: IconKind, size: number, samples = 4): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const bg = hex(ICON_BACKGROUND);
  const fg = hex(ICON_FOREGROUND);
  const n = samples * samples;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let cover = 0;
      let heart = 0;
      // Away from an edge (both shapes agree at the corners and the centre) the pixel is solid.
      const probe = (dx: number, dy: number) => {
        const x = (px + dx) / size;
        const y = (py + dy) / size;
        return (inBackground(kind, x, y) ? 1 : 0) + (inHeart(kind, x, y) ? 2 : 0);
      };
      const first = probe(0.5, 0.5);
      const solid =
        probe(0, 0) === first &&
        probe(1, 0) === first &&
        probe(0, 1) === first &&
        probe(1, 1) === first;
      if (solid) {
        cover = first & 1 ? n : 0;
        heart = first & 2 ? cover : 0;
      } else {
        for (let sy = 0; sy < samples; sy++) {
          for (let sx = 0; sx < samples; sx++) {
            const x = (px + (sx + 0.5) / samples) / size;
            const y = (py + (sy + 0.5) / samples) / size;
            if (!inBackground(kind, x, y)) continue;
            cover++;
            if (inHeart(kind, x, y)) heart++;
          }
        }
      }
      const i = (py * size + px) * 4;
      if (cover === 0) continue;
      const t = heart / cover;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round(bg[c]! + (fg[c]! - bg[c]!) * t);
      out[i + 3] = Math.round((255 * cover) / n);
    }
  }
  return out;
}

const num = (v: number) => String(Math.round(v * 1000) / 1000);

/** The icon as SVG on a 512 × 512 canvas. */
export function iconSvg(kind: IconKind): string {
  const s = 512;
  const h = HEART[kind];
  const p = (x: number, y: number) => `${num(x * s)},${num(y * s)}`;
  const square = [
    p(h.cx, h.cy - h.d),
    p(h.cx + h.d, h.cy),
    p(h.cx, h.cy + h.d),
    p(h.cx - h.d, h.cy),
  ].join(' ');
  const circles = lobes(h)
    .map((c) => `<circle cx="${num(c.x * s)}" cy="${num(c.y * s)}" r="${num(c.r * s)}"/>`)
    .join('');
  const rx = kind === 'maskable' ? '' : ` rx="${num(CORNER_RADIUS * s)}"`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${s} ${s}">` +
    `<rect width="${s}" height="${s}"${rx} fill="${ICON_BACKGROUND}"/>` +
    `<g fill="${ICON_FOREGROUND}"><polygon points="${square}"/>${circles}</g></svg>\n`
  );
}
