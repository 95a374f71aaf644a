import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  END,
  START,
  renderLatest,
  replaceLatest,
  sizeRows,
  writePerformanceDoc,
} from './performance-doc.mjs';

const machine = { cpu: 'Test CPU × 2', memory: '24 GiB', node: 'v20.20.0' };

describe('the generated block of docs/performance.md', () => {
  it('shows each figure against its budget, over or within', () => {
    const block = renderLatest({
      domain: {
        at: '2026-11-25T10:00:00.000Z',
        machine,
        rows: [
          { name: 'insights', value: 1.5, unit: 'ms', budget: 5, under: true, ok: true },
          { name: 'recall', value: 0.9, budget: 0.98, min: true, ok: false },
          { name: 'topics', value: 0.8465, budget: 0.85, min: true, ok: false },
          { name: 'unseen topics', value: 0.8507, budget: 0.85, min: true, ok: true },
          { name: 'size', value: 199.6, unit: 'KiB', budget: 200, ok: true },
        ],
      },
    });
    expect(block.startsWith(START)).toBe(true);
    expect(block.endsWith(END)).toBe(true);
    expect(block).toContain('| insights | 1.50 ms | < 5 ms | ✓ |');
    expect(block).toContain('| recall | 0.90 | ≥ 0.98 | over |');
    // where rounding would show a figure equal to its budget, a digit more says which side it is
    expect(block).toContain('| topics | 0.847 | ≥ 0.85 | over |');
    expect(block).toContain('| unseen topics | 0.851 | ≥ 0.85 | ✓ |');
    expect(block).toContain('| size | 199.6 KiB | ≤ 200 KiB | ✓ |');
    expect(block).toContain('2026-11-25, Test CPU × 2, 24 GiB, Node 20.20.0.');
    // A benchmark without results says so rather than showing old figures.
    expect(block).toMatch(/Server under load[^\n]*\n\nNot run yet on this checkout\./);
  });

  it('turns the size check into rows with the landing page and the added bytes', () => {
    const rows = sizeRows({
      budgetsKiB: { landing: 90, routeExtra: 40, chatPage: 160, understandingChunk: 240 },
      routes: [
        { route: '/', total: 90 * 1024, extra: 0, budgetKiB: 90, ok: true },
        { route: '/chat', total: 140 * 1024, extra: 41 * 1024, budgetKiB: 40, ok: false },
      ],
      chatPage: { bytes: 150 * 1024, ok: true },
      understanding: { gzip: 250 * 1024, ok: false },
    });
    expect(rows.map((r) => [r.value, r.budget, r.ok])).toEqual([
      [90, 90, true],
      [41, 40, false],
      [150, 160, true],
      [250, 240, false],
    ]);
  });

  it('replaces only the block, keeping the prose around it, and adds it once', () => {
    const doc = '# Performance\n\nIntro.\n\n## Notes\n\nWhat we learnt.\n';
    const first = replaceLatest(doc, `${START}\nold\n${END}`);
    expect(first).toBe(
      `# Performance\n\n${START}\nold\n${END}\n\nIntro.\n\n## Notes\n\nWhat we learnt.\n`,
    );
    const second = replaceLatest(first, `${START}\nnew\n${END}`);
    expect(second).toContain('new');
    expect(second).not.toContain('old');
    expect(second.split(START).length).toBe(2);
    expect(second).toContain('What we learnt.');
  });

  it('writes the file as the formatter lays it out, so the lint passes after a run', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'perf-doc-'));
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    mkdirSync(path.join(root, 'docs'));
    writeFileSync(path.join(root, 'docs/performance.md'), '# Performance\n\nWhat we learnt.\n');
    writeFileSync(
      path.join(root, 'bench/results/domain.json'),
      JSON.stringify({
        at: '2026-11-25T10:00:00.000Z',
        machine,
        rows: [
          {
            name: 'a long figure name | with a bar',
            value: 12.345,
            unit: 'ms',
            budget: 16,
            ok: true,
          },
        ],
      }),
    );
    const file = await writePerformanceDoc(root);
    const text = readFileSync(file, 'utf8');
    expect(await prettier.check(text, { filepath: file })).toBe(true);
    expect(text).toContain('What we learnt.');
    expect(text).toContain('12.3 ms');
  });
});
