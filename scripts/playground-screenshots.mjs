// Regenerates the playground screenshots in docs/images/ (shown in docs/playground.md and the README):
// builds the playground, opens it from its folder (file://) in Debian's Chromium through playwright with
// a `#template=` link per shot, and photographs the page, light and dark. Nothing is fetched.
//
// Run: npx tsc -b && node scripts/playground-screenshots.mjs   (needs /usr/bin/chromium: scripts/ensure-chromium.mjs)
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import process from 'node:process';
import { chromium } from 'playwright';
import { buildPlayground, PLAYGROUND_DIST } from './build-playground.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.mjs';

const ROOT = new URL('../', import.meta.url);
const IMAGES = new URL('docs/images/', ROOT);

const example = (name) => readFileSync(new URL(`examples/valid/${name}.json`, ROOT), 'utf8');

/** The order update with a variable that has no row: an error inline, its suggestion, and the mark in the preview. */
const missingRow = example('normal--order-update').replace('has shipped.', 'has shipped from {{3}} today.');
/** A formatted body (bold, italic, list, quote) with a misspelled key, whose quick fix renames it. */
const formatted = example('normal--order-update')
  .replace('"Hi {{1}}, your order {{2}} has shipped."', '"Hi {{1}}, your order {{2}} has *shipped* _today_.\\n\\n* Carrier: Parcel Express\\n* Arrives: Friday\\n\\n> Track it with the button below."')
  .replace('"chat_template_footer_value"', '"chat_template_footer_valeu"');

/** The shots: file name, editor text, colour scheme, whether to hover the last diagnostic (its tooltip and actions), width. */
const SHOTS = [
  ['playground-light.png', missingRow, 'light', true, 1400],
  ['playground-dark.png', formatted, 'dark', false, 1400],
  ['playground-carousel.png', example('carousel--summer-collection'), 'light', false, 1400],
  ['playground-list.png', example('interactive-list--menu'), 'dark', false, 1400],
  ['playground-narrow.png', missingRow, 'light', false, 420],
];

await buildPlayground();
await mkdir(IMAGES, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  for (const [file, text, colorScheme, hover, width] of SHOTS) {
    const context = await browser.newContext({ viewport: { width, height: 860 }, deviceScaleFactor: 1, colorScheme });
    const tab = await context.newPage();
    await tab.route(/^(?!file:)/, (route) => route.abort());
    await tab.goto(`${new URL('index.html', `file://${PLAYGROUND_DIST}`).href}#template=${encodeURIComponent(text)}`);
    await tab.locator('#preview .tl-preview').first().waitFor();
    await tab.locator('#problem-count:not(:empty)').waitFor();
    if (hover) {
      const range = tab.locator('.cm-lintRange-error, .cm-lintRange-warning').last();
      await range.scrollIntoViewIfNeeded();
      await range.hover();
      await tab.locator('.cm-tooltip-lint').waitFor();
    }
    await tab.screenshot({ path: new URL(file, IMAGES).pathname });
    console.log(`playground-screenshots: wrote docs/images/${file}`);
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(0);
