// The preview's large-input figures for docs/reliability.md (issue 21, points 13 and 15): time per item
// at 1x, 2x, 4x and 8x the size for each case that was quadratic, and the playground opening ~100 KB
// share links in Debian's Chromium (main-thread task time from the DevTools protocol's
// Performance.getMetrics, then one keystroke). Runs the BUILT packages (`tsc -b`, and
// `node scripts/build-playground.mjs` for the playground). Not a test: it asserts nothing and prints
// Markdown tables to paste.
//   node bench/preview-reliability.mjs             both parts
//   PREVIEW_BENCH_ONLY=growth|playground node bench/preview-reliability.mjs
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { chromium } from 'playwright';
import { createValidator, defaultCatalog, validateTemplate } from '../packages/core/dist/index.js';
import { previewPage } from '../packages/lint/dist/cli/preview-page.js';
import { createPreviewer, renderPreviewHtml } from '../packages/preview/dist/index.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium-flags.mjs';

const ROOT = new URL('../', import.meta.url);
const ONLY = process.env.PREVIEW_BENCH_ONLY;
const ORDER_UPDATE = readFileSync(new URL('examples/valid/normal--order-update.json', ROOT), 'utf8');
const base = JSON.parse(ORDER_UPDATE);
const BODY = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const validator = createValidator({ catalog: defaultCatalog });
const previewer = createPreviewer({ catalog: defaultCatalog });

/** @param {string} body */
function withBody(body) {
  const request = JSON.parse(JSON.stringify(base));
  request.chat_template_data.chat_template_body.chat_template_body_value = body;
  return request;
}

/** @typedef {{ name: string, unit: string, size: number, make: (count: number) => () => unknown }} GrowthCase */

/** @type {(name: string, unit: string, size: number, make: (count: number) => () => unknown) => GrowthCase} */
const growthCase = (name, unit, size, make) => ({ name, unit, size, make });

/** Each case: its unit, its 1x size, and what one run at `count` items does. */
const CASES = [
  growthCase('marks: N diagnostics on one text run', 'diagnostic', 1000, (count) => {
    const request = withBody('a'.repeat(count));
    const diagnostics = Array.from({ length: count }, (_, index) => ({ path: BODY, range: /** @type {[number, number]} */ ([index, index + 1]), message: `m${index}`, severity: /** @type {const} */ ('warning') }));
    return () => renderPreviewHtml(previewer.preview(request), { diagnostics });
  }),
  growthCase('marks: core’s diagnostics of N variables without rows', 'variable', 1000, (count) => {
    const request = withBody(`Hello ${'{{9}} and '.repeat(count)}bye.`);
    const diagnostics = validateTemplate(request, { catalog: defaultCatalog }).diagnostics;
    return () => renderPreviewHtml(previewer.preview(request), { diagnostics });
  }),
  growthCase('N quote lines', 'line', 4000, (count) => {
    const request = withBody(`Hello\n${'> quoted\n'.repeat(count)}bye.`);
    return () => renderPreviewHtml(previewer.preview(request));
  }),
  growthCase('N list lines', 'line', 4000, (count) => {
    const request = withBody(`Hello\n${'- item\n'.repeat(count)}bye.`);
    return () => renderPreviewHtml(previewer.preview(request));
  }),
  growthCase('N lines (stack)', 'line', 20000, (count) => {
    const request = withBody('line\n'.repeat(count));
    return () => renderPreviewHtml(previewer.preview(request));
  }),
  growthCase('N variables on a line (stack)', 'variable', 20000, (count) => {
    const request = withBody(`Hi ${'{{1}} '.repeat(count)}bye.`);
    return () => renderPreviewHtml(previewer.preview(request));
  }),
  growthCase('templint preview: N requests, a problem each', 'request', 250, (count) => {
    const requests = Array.from({ length: count }, (_, index) => ({ ...withBody(`Your code is {{3}} today, number ${index}.`) }));
    const text = JSON.stringify(requests, null, 2);
    return () => previewPage('many.json', text, validator, defaultCatalog, 'light');
  }),
];

/** @param {() => unknown} run */
function cpuMs(run) {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

function growth() {
  console.log(`| case | 1x | per item at 1x / 2x / 4x / 8x (CPU µs) | 8x over 1x, per item |`);
  console.log('|---|---|---|---|');
  for (const { name, unit, size, make } of CASES) {
    const perItem = [1, 2, 4, 8].map((factor) => {
      const run = make(size * factor);
      run(); // warm
      const best = Math.min(cpuMs(run), cpuMs(run));
      return (best * 1000) / (size * factor);
    });
    const ratio = ((perItem[3] ?? 0) / (perItem[0] ?? 1)).toFixed(2);
    console.log(`| ${name} | ${size.toLocaleString('en')} ${unit}s | ${perItem.map((value) => value.toFixed(1)).join(' / ')} | ${ratio} |`);
  }
}

/** About 100 KB of template: one request whose body is long, formatted, with variables (some without rows). */
function largeLink() {
  const line = 'Hi {{1}}, *your order* is _ready_: ~old~ `code` {{2}} and {{7}} today.\n> a quote line\n- a list line\n';
  const request = withBody(line.repeat(Math.ceil(100_000 / line.length)));
  return JSON.stringify(request, null, 2);
}

/** One request whose body is one paragraph of Hindi, 100,000 characters: Chromium laid it out in 9 s with `pre-wrap`. */
function hindiParagraph() {
  const words = 'नमस्ते, आपका ऑर्डर भेज दिया गया है। ';
  return JSON.stringify(withBody(words.repeat(Math.ceil(100_000 / words.length)).slice(0, 100_000)), null, 2);
}

/** About 100 KB of template as an array of requests. */
function largeArray() {
  const one = JSON.parse(ORDER_UPDATE);
  const count = Math.ceil(100_000 / ORDER_UPDATE.length);
  return JSON.stringify(Array.from({ length: count }, () => one), null, 2);
}

async function playground() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = new URL('packages/playground/dist/index.html', ROOT).href;
  console.log('| link | size | main-thread ms to preview and diagnostics | one keystroke, main-thread ms | diagnostics |');
  console.log('|---|---|---|---|---|');
  try {
    /** @type {[string, string][]} */
    const links = [['one request, long formatted body', largeLink()], ['array of requests', largeArray()], ['one request, a paragraph of Hindi (100,000 characters)', hindiParagraph()]];
    for (const [name, text] of links) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const tab = await context.newPage();
      await tab.route(/^(?!file:)/, (route) => route.abort());
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Performance.enable');
      const taskMs = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
      const before = await taskMs();
      await tab.goto(`${page}#template=${encodeURIComponent(text)}`);
      await tab.locator('#preview[data-state="fresh"]').waitFor({ timeout: 120_000 });
      await tab.locator('#problem-count:not(:empty)').waitFor({ timeout: 120_000 });
      await tab.waitForTimeout(1000);
      const opened = (await taskMs()) - before;
      const count = await tab.locator('#problem-count').textContent();
      // One keystroke in the body, then the preview and the lint pass that follow it.
      await tab.locator('.cm-content').click();
      await tab.keyboard.press('Control+End');
      const beforeKey = await taskMs();
      await tab.keyboard.type(' ');
      await tab.waitForTimeout(2500);
      const keystroke = (await taskMs()) - beforeKey;
      console.log(`| ${name} | ${(Buffer.byteLength(text) / 1000).toFixed(0)} KB | ${opened.toFixed(0)} | ${keystroke.toFixed(0)} | ${count} |`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

console.log(`Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(1)).join(' ')}\n`);
if (ONLY !== 'playground') growth();
console.log('');
if (ONLY !== 'growth') await playground();
