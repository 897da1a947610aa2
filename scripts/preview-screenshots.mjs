// Regenerates the preview screenshots in docs/images/ (shown in the README and docs/preview.md): renders
// previews of the bundled examples with @templint/preview into one page, light and dark, in the phone
// frame, and photographs each with Debian's Chromium through playwright; then the page `templint preview`
// writes for an invalid example, 1280 px wide (light) and 420 px wide (dark). No network: pages are set
// from strings.
//
// Run: npx tsc -b && node scripts/preview-screenshots.mjs   (needs /usr/bin/chromium: scripts/ensure-chromium.mjs)
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import process from 'node:process';
import { createValidator, defaultCatalog, validateTemplate } from '@templint/core';
import { chromium } from 'playwright';
import { previewPage } from '../packages/lint/dist/cli/preview-page.js';
import { PREVIEW_EXAMPLE_TIME, PREVIEW_STYLESHEET, previewTemplate, renderPreviewHtml } from '../packages/preview/dist/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.mjs';

const ROOT = new URL('../', import.meta.url);
const IMAGES = new URL('docs/images/', ROOT);

const example = (name) => JSON.parse(readFileSync(new URL(`examples/valid/${name}.json`, ROOT), 'utf8'));

/** A body that shows the formatting and a variable whose sample is missing (so a diagnostic is marked). */
const formatted = {
  provider_integration_chat_id: 'pi_0001',
  chat_template_data: {
    chat_template_name: 'order_ready',
    chat_language_id: 2,
    chat_template_category_id: 2,
    chat_template_header: {
      chat_template_header_type_id: 2,
      chat_template_header_type_name: 'Image',
      chat_template_header_data: [{ chat_template_header_data_value: '', chat_template_header_data_cloud_storage_id: 101, chat_template_header_variable_data: [] }],
    },
    chat_template_body: {
      chat_template_body_value:
        'Hi {{1}}, your order is *ready for pickup* _today_.\n\n* Store: {{2}}\n* Code: `{{3}}`\n\n> Bring an ID.\n~Old hours: 9 to 5~',
      chat_template_body_variable_data: [
        { chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: 'Maria' },
        { chat_template_dynamic_variable_key: '2', chat_template_dynamic_variable_sample_value: 'Main Street 12' },
      ],
    },
    chat_template_footer: { chat_template_footer_value: 'Reply STOP to opt out' },
    chat_template_button: example('normal--order-update').chat_template_data.chat_template_button,
  },
};

/** An Arabic message (issue 22): each paragraph right to left, the English line left to right. */
const arabic = {
  provider_integration_chat_id: 'pi_0001',
  chat_template_data: {
    chat_template_name: 'order_update_ar',
    chat_language_id: 1,
    chat_template_category_id: 2,
    chat_template_header: { chat_template_header_type_id: 1, chat_template_header_data: [{ chat_template_header_data_value: 'تحديث الطلب' }] },
    chat_template_body: {
      chat_template_body_value: 'مرحبا {{1}}، طلبك *جاهز للاستلام*.\nOrder number: 12345\n* الفرع: وسط المدينة\n* الموعد: اليوم',
      chat_template_body_variable_data: [{ chat_template_dynamic_variable_key: '1', chat_template_dynamic_variable_sample_value: 'مريم' }],
    },
    chat_template_footer: { chat_template_footer_value: 'شكرا لتسوقك معنا' },
    chat_template_button: example('normal--order-update').chat_template_data.chat_template_button,
  },
};

/** The shots: file name, request, theme. */
const SHOTS = [
  ['preview-light.png', example('normal--order-update'), 'light'],
  ['preview-dark.png', formatted, 'dark'],
  ['preview-carousel.png', example('carousel--summer-collection'), 'light'],
  ['preview-list.png', example('interactive-list--menu'), 'dark'],
  ['preview-rtl-arabic.png', arabic, 'light'],
];

const sections = SHOTS.map(([file, request, theme], index) => {
  const preview = previewTemplate(request, { catalog: defaultCatalog });
  const { diagnostics } = validateTemplate(request, { catalog: defaultCatalog });
  const html = renderPreviewHtml(preview, { theme, diagnostics, styles: false, idPrefix: `shot${index}`, time: PREVIEW_EXAMPLE_TIME, frame: true });
  return `<section id="shot-${index}" data-file="${file}">${html}</section>`;
});
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>${PREVIEW_STYLESHEET}
body { margin: 0; padding: 16px; background: #ffffff; font-family: sans-serif; }
section { display: inline-block; margin: 0 16px 16px 0; vertical-align: top; }
section .tl-preview { width: 392px; padding: 16px; }
section .tl-preview.tl-theme-dark { background: #0b141a; color: #e9edef; }
</style></head><body>${sections.join('')}</body></html>`;

await mkdir(IMAGES, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const tab = await browser.newPage({ viewport: { width: 1400, height: 900 }, deviceScaleFactor: 2 });
  // Nothing may be fetched: the page is complete as given.
  await tab.route('**/*', (route) => route.abort());
  await tab.setContent(page, { waitUntil: 'load' });
  for (const [index, [file]] of SHOTS.entries()) {
    await tab.locator(`#shot-${index} .tl-preview`).screenshot({ path: new URL(file, IMAGES).pathname });
    console.log(`preview-screenshots: wrote docs/images/${file}`);
  }
  // The page `templint preview` writes, as a reviewer opens it: wide and light, narrow and dark.
  const invalid = 'examples/invalid/normal--variable-row-missing.json';
  const text = readFileSync(new URL(invalid, ROOT), 'utf8');
  const validator = createValidator({ catalog: defaultCatalog });
  for (const [file, width, theme] of [['preview-page.png', 1280, 'light'], ['preview-page-narrow.png', 420, 'dark']]) {
    const pageTab = await browser.newPage({ viewport: { width, height: 760 }, deviceScaleFactor: 1 });
    await pageTab.route('**/*', (route) => route.abort());
    await pageTab.setContent(previewPage(invalid, text, validator, defaultCatalog, theme), { waitUntil: 'load' });
    await pageTab.screenshot({ path: new URL(file, IMAGES).pathname, fullPage: true });
    console.log(`preview-screenshots: wrote docs/images/${file}`);
    await pageTab.close();
  }
} finally {
  await browser.close();
}
process.exit(0);
