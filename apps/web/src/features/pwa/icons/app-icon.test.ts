import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CORNER_RADIUS,
  HEART,
  ICON_BACKGROUND,
  iconSvg,
  inBackground,
  inHeart,
  renderIcon,
} from './app-icon';
import { appIconFiles } from './app-icon-files';
import { crc32, encodePng } from './png';

/** Decodes the PNGs encodePng writes (RGBA, filter 0) back to pixels. */
function decodePng(png: Buffer) {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let pos = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (pos < png.length) {
    const len = png.readUInt32BE(pos);
    const type = png.toString('ascii', pos + 4, pos + 8);
    const data = png.subarray(pos + 8, pos + 8 + len);
    expect(png.readUInt32BE(pos + 8 + len)).toBe(crc32(png.subarray(pos + 4, pos + 8 + len)));
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe((width * 4 + 1) * height);
  const px = (x: number, y: number) => {
    const i = y * (width * 4 + 1) + 1 + x * 4;
    return [...raw.subarray(i, i + 4)];
  };
  return { width, height, px };
}

const BG = [0x6d, 0x5d, 0xd3, 255];
const WHITE = [255, 255, 255, 255];

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });
});

describe('encodePng', () => {
  it('round-trips pixels and rejects data of the wrong size', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 1, 2, 3, 4]);
    const { width, height, px } = decodePng(encodePng(rgba, 2, 2));
    expect([width, height]).toEqual([2, 2]);
    expect([px(0, 0), px(1, 0), px(0, 1), px(1, 1)]).toEqual([
      [255, 0, 0, 255],
      [0, 255, 0, 128],
      [0, 0, 255, 0],
      [1, 2, 3, 4],
    ]);
    expect(() => encodePng(rgba, 3, 2)).toThrow();
  });
});

describe('the app icon', () => {
  it('is a white heart centred on the brand purple', () => {
    const { px } = decodePng(encodePng(renderIcon('any', 192), 192, 192));
    expect(px(96, 96)).toEqual(WHITE);
    expect(px(96, 30)).toEqual(BG);
    expect(px(20, 96)).toEqual(BG);
    expect(ICON_BACKGROUND).toBe('#6d5dd3');
  });

  it("'any' has transparent rounded corners; 'maskable' is full-bleed", () => {
    const any = decodePng(encodePng(renderIcon('any', 192), 192, 192));
    const mask = decodePng(encodePng(renderIcon('maskable', 192), 192, 192));
    for (const [x, y] of [
      [0, 0],
      [191, 0],
      [0, 191],
      [191, 191],
    ] as const) {
      expect(any.px(x, y)[3]).toBe(0);
      expect(mask.px(x, y)).toEqual(BG);
    }
    // Just inside the rounding the 'any' icon is opaque.
    const r = Math.ceil(CORNER_RADIUS * 192);
    expect(any.px(r, r)).toEqual(BG);
    expect(inBackground('any', 0.01, 0.01)).toBe(false);
    expect(inBackground('maskable', 0.01, 0.01)).toBe(true);
  });

  it('anti-aliases the heart edge', () => {
    const px = renderIcon('any', 64);
    const reds = new Set<number>();
    for (let i = 0; i < px.length; i += 4) reds.add(px[i]!);
    // Along the edge the red channel lies between the purple's 0x6d and white's 0xff.
    expect([...reds].some((v) => v > 0x6d && v < 0xff)).toBe(true);
  });

  it('keeps the maskable heart inside the safe zone (a centred circle of radius 0.4)', () => {
    for (let y = 0; y <= 1; y += 0.005) {
      for (let x = 0; x <= 1; x += 0.005) {
        if (inHeart('maskable', x, y)) expect(Math.hypot(x - 0.5, y - 0.5)).toBeLessThan(0.4);
      }
    }
  });

  it('centres the heart: as much room above as below and on both sides', () => {
    for (const kind of ['any', 'maskable'] as const) {
      let top = 1;
      let bottom = 0;
      let left = 1;
      let right = 0;
      for (let y = 0; y <= 1; y += 0.001) {
        for (let x = 0.2; x <= 0.8; x += 0.004) {
          if (!inHeart(kind, x, y)) continue;
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
          left = Math.min(left, x);
          right = Math.max(right, x);
        }
      }
      expect(Math.abs(top - (1 - bottom))).toBeLessThan(0.01);
      expect(Math.abs(left - (1 - right))).toBeLessThan(0.01);
      expect(HEART[kind].cx).toBe(0.5);
    }
  });

  it('draws the SVG from the same geometry', () => {
    const svg = iconSvg('any');
    const h = HEART.any;
    expect(svg).toContain('viewBox="0 0 512 512"');
    expect(svg).toContain(`rx="${Math.round(CORNER_RADIUS * 512 * 1000) / 1000}"`);
    expect(svg).toContain(`<circle cx="${Math.round((h.cx - h.d / 2) * 512 * 1000) / 1000}"`);
    expect(iconSvg('maskable')).not.toContain('rx=');
  });
});

describe('appIconFiles', () => {
  it('renders every icon the manifest and index.html name, at its stated size', () => {
    const files = appIconFiles();
    const sizes: Record<string, number> = {
      'icons/icon-192.png': 192,
      'icons/icon-512.png': 512,
      'icons/maskable-192.png': 192,
      'icons/maskable-512.png': 512,
      'icons/apple-touch-icon.png': 180,
    };
    expect(files.map((f) => f.fileName).sort()).toEqual(
      [...Object.keys(sizes), 'icons/icon.svg'].sort(),
    );
    for (const f of files) {
      if (f.contentType !== 'image/png') continue;
      const { width, height } = decodePng(f.source as Buffer);
      expect([width, height]).toEqual([sizes[f.fileName], sizes[f.fileName]]);
    }
  });
});
