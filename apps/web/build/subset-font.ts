import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The characters the text font keeps: printable ASCII, the typographic punctuation the app's
 * words and dates use, and the few other signs found in its content (° · ×). The app's own text
 * has no accented letters; anything else a person types shows in the system font.
 */
const FONT_TEXT_RANGES: Array<[number, number]> = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xa0], // no-break space
  [0xb0, 0xb0], // °
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // ×
  [0x2009, 0x2009], // thin space
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (times such as 9:30 PM)
];

/** The CSS unicode-range of FONT_TEXT_RANGES, as the @font-face in styles/global.css states it. */
function fontUnicodeRange(ranges = FONT_TEXT_RANGES): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2' },
) => Promise<Buffer>;

/**
 * Cuts the text font (Nunito, variable weight axis kept) down to FONT_TEXT_RANGES at build time:
 * about 23 KiB instead of 38. The file gets a new content hash and every reference to it (CSS,
 * the preload in index.html) follows. The build fails if global.css's unicode-range does not
 * match what the file holds, so the browser never expects a glyph the file lacks.
 */
export function subsetTextFont(): Plugin {
  let renamed: [from: string, to: string] | null = null;
  return {
    name: 'mentora-subset-font',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const css = readFileSync(new URL('../src/styles/global.css', import.meta.url), 'utf8');
        const declared = /font-family: 'Nunito';[^}]*unicode-range:([^;]+);/
          .exec(css)?.[1]
          ?.replace(/\s+/g, ' ')
          .trim();
        if (declared !== fontUnicodeRange())
          this.error(
            `styles/global.css: the Nunito @font-face must say unicode-range: ${fontUnicodeRange()};`,
          );
        const name = Object.keys(bundle).find((f) => /nunito.*\.woff2$/.test(f));
        const asset = name ? bundle[name] : undefined;
        if (!name || asset?.type !== 'asset') return;
        const subsetFont = createRequire(import.meta.url)('subset-font') as SubsetFont;
        const text = FONT_TEXT_RANGES.flatMap(([a, b]) =>
          Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)),
        ).join('');
        const source = await subsetFont(Buffer.from(asset.source), text, { targetFormat: 'woff2' });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = name.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
        delete bundle[name];
        this.emitFile({ type: 'asset', fileName, source });
        const from = name.split('/').pop()!;
        const to = fileName.split('/').pop()!;
        renamed = [from, to];
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && typeof file.source === 'string')
            file.source = file.source.replaceAll(from, to);
          else if (file.type === 'chunk') file.code = file.code.replaceAll(from, to);
        }
      },
    },
    // The build manifest is written by the bundler itself: point it at the new file too.
    writeBundle(options) {
      const manifest = path.join(options.dir ?? '', '.vite/manifest.json');
      if (!renamed || !existsSync(manifest)) return;
      const [from, to] = renamed;
      writeFileSync(manifest, readFileSync(manifest, 'utf8').replaceAll(from, to));
    },
  };
}
