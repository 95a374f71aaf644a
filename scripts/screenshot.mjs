// Takes the README screenshot from a running server: node scripts/screenshot.mjs [url]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1100, height: 720 }, colorScheme: 'dark' });
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: 'docs/screenshot.png' });
await browser.close();
console.log('wrote docs/screenshot.png');
