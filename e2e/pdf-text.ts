import { inflateSync } from 'node:zlib';

/**
 * The text of each page of a PDF that Chromium printed, a line per run of glyphs at one height,
 * in drawing order. Just enough of PDF for Chromium's own output (Flate streams, Type0 fonts with
 * ToUnicode maps, glyphs shown with Tj/TJ after a Tm): a test's way to read what is on paper.
 */
export function pdfPages(pdf: Buffer): string[][] {
  const text = pdf.toString('latin1');
  const objects = new Map<number, string>();
  for (const m of text.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(Number(m[1]), m[2]!);

  const stream = (body: string | undefined): string => {
    const m = body && /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(body);
    if (!m) return '';
    const raw = Buffer.from(m[1]!, 'latin1');
    return body.includes('FlateDecode') ? inflateSync(raw).toString('latin1') : m[1]!;
  };

  const cmaps = new Map<number, Map<number, string>>();
  for (const [n, body] of objects) {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(body);
    if (!ref) continue;
    const cmap = stream(objects.get(Number(ref[1])));
    const map = new Map<number, string>();
    const unicode = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, a, b] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
        map.set(parseInt(a!, 16), unicode(b!));
      }
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, a, b, c] of block[1]!.matchAll(
        /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
      )) {
        const start = parseInt(a!, 16);
        for (let g = start; g <= parseInt(b!, 16); g++) {
          map.set(g, String.fromCodePoint(parseInt(c!, 16) + g - start));
        }
      }
    }
    cmaps.set(n, map);
  }

  const pages = [...objects]
    .filter(([, body]) => /\/Type\s*\/Page\b/.test(body))
    .sort(([a], [b]) => a - b);
  return pages.map(([, body]) => {
    const resRef = /\/Resources (\d+) 0 R/.exec(body);
    const resources = resRef ? (objects.get(Number(resRef[1])) ?? '') : body;
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources);
    for (const [, name, ref] of fontDict?.[1]?.matchAll(/\/(\w+) (\d+) 0 R/g) ?? []) {
      fonts.set(name!, cmaps.get(Number(ref)) ?? new Map());
    }
    const content = stream(objects.get(Number(/\/Contents (\d+) 0 R/.exec(body)?.[1])));
    const lines: { y: string; text: string }[] = [];
    let font = new Map<number, string>();
    let y = '';
    const ops =
      /\/(\w+) [\d.]+ Tf|[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj|\[([\s\S]*?)\] TJ/g;
    for (const op of content.matchAll(ops)) {
      if (op[1] !== undefined) font = fonts.get(op[1]) ?? new Map();
      else if (op[2] !== undefined) y = op[2];
      else {
        const hexes =
          op[3] !== undefined
            ? [op[3]]
            : [...op[4]!.matchAll(/<([0-9A-Fa-f]*)>/g)].map((h) => h[1]!);
        let s = '';
        for (const h of hexes) {
          for (let i = 0; i < h.length; i += 4)
            s += font.get(parseInt(h.slice(i, i + 4), 16)) ?? '';
        }
        const last = lines.at(-1);
        if (last && last.y === y) last.text += s;
        else lines.push({ y, text: s });
      }
    }
    return lines.map((l) => l.text);
  });
}
