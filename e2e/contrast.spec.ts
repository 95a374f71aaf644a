import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What WCAG asks of what is not text (1.4.11): the edge that shows where a field is must stand
 * out 3:1 from what is behind it, in the light and in the dark colour scheme.
 */

/** Each visible field's border against the background behind the field (its nearest painted one). */
function fieldEdges(page: Page) {
  return page.evaluate(() => {
    const rgb = (css: string) => {
      const m = css.match(/rgba?\(([^)]+)\)/);
      const [r, g, b, a] = m ? m[1]!.split(/[ ,/]+/).map(Number) : [0, 0, 0, 0];
      return { rgb: [r!, g!, b!], alpha: a ?? 1 };
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const behind = (el: Element | null): number[] => {
      for (let e = el; e; e = e.parentElement) {
        const bg = rgb(getComputedStyle(e).backgroundColor);
        if (bg.alpha > 0) return bg.rgb;
      }
      return [255, 255, 255];
    };
    return [...document.querySelectorAll('.input, .textarea, .select')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const edge = luminance(rgb(getComputedStyle(el).borderTopColor).rgb);
        const back = luminance(behind(el.parentElement));
        const ratio = (Math.max(edge, back) + 0.05) / (Math.min(edge, back) + 0.05);
        return { field: el.id || el.getAttribute('name') || el.tagName, ratio };
      });
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`in the ${scheme} scheme, every field's edge stands out 3:1 from what is behind it`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const seen: string[] = [];
    for (const url of ['/login', '/chat', '/safety-plan', '/chat/coping-skills']) {
      await page.goto(url);
      await expect(page.locator('.input, .textarea, .select').first()).toBeVisible();
      for (const { field, ratio } of await fieldEdges(page)) {
        seen.push(field);
        expect(ratio, `${url} ${field}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(seen.length).toBeGreaterThan(5);
  });
}

test('in forced colours, the number chosen on the distress scale can be told from the others', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/chat/mood-tracker');
  await page.getByRole('button', { name: 'Breathing Exercise', exact: true }).click();
  const scale = page.getByRole('group', { name: 'How distressed do you feel right now?' });
  await scale.getByRole('radio', { name: '3', exact: true }).check();
  const look = (n: string) =>
    scale.getByText(n, { exact: true }).evaluate((el) => {
      const s = getComputedStyle(el);
      return `${s.backgroundColor} ${s.color} ${s.borderTopColor}`;
    });
  const chosen = await look('3');
  expect(chosen).not.toBe(await look('4'));
  expect(chosen).not.toBe(await look('2'));
});
