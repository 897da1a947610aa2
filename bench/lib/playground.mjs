/// <reference lib="dom" />
// What typing costs in the built playground (section g of bench/run.mjs), measured inside Debian's
// Chromium: the page opened from its folder over file://, every other request refused, as
// packages/playground/src/playground.chromium.test.ts opens it. The keys come from playwright's keyboard
// (the DevTools protocol's key events), so the page handles real key presses.
import { performance } from 'node:perf_hooks';

// The functions given to page.evaluate and addInitScript run in the page, with the browser's globals:
/* global window, document, localStorage, addEventListener, requestAnimationFrame, MessageChannel, PerformanceObserver */

/**
 * @typedef {object} PauseFigures what the page did once typing stopped (ms)
 * @property {number} validate the validation of the text (`templint:validate`: lintText, every rule)
 * @property {number} preview the preview pane's own work, the validation aside (`templint:preview`)
 * @property {number} lint the lint pass's own work, the validation aside (`templint:lint`: CodeMirror's diagnostics)
 * @property {number} task the main thread's whole task time from the last key's frame until the page is quiet
 *   (CodeMirror showing the diagnostics, style, layout and paint included)
 * @property {number} longest the longest task (0 when none reached 50 ms, Chromium's long-task floor)
 */

/**
 * @typedef {object} TypingFigures
 * @property {number[]} editorKeys ms from each key press to the next painted frame, typing in the editor
 * @property {number[]} textareaKeys the same keys typed into a plain textarea holding the same text
 * @property {number[]} parse ms of one JSON.parse of the text, in the page (one figure per pause)
 * @property {PauseFigures[]} pauses
 * @property {string} problems the page's problem count at the end (the typing lands in the body text)
 * @property {number} wallMs
 */

/** Characters typed into the body text in turn: letters and spaces, as a person writes the message. */
const TYPED = 'and your parcel is on its way ';

/** Milliseconds the page is left after the lint pass, for CodeMirror to show the diagnostics and paint. */
const SETTLE_MS = 300;

/**
 * Probes installed before the page's own script. Runs in the page, so it is self-contained.
 */
function installProbes() {
  /** @type {number[]} */
  const keys = [];
  /** @type {{ start: number, duration: number }[]} */
  const longTasks = [];
  /** @type {(() => void)[]} */
  const waiting = [];
  const wake = () => {
    for (const check of waiting.splice(0)) check();
  };
  // From the key event's own time stamp (when the browser took the key, so a busy main thread's wait
  // counts) to just after the next frame: a message posted from requestAnimationFrame is handled once that
  // frame's style, layout and paint are done. keydown, the text's change and CodeMirror's update run in one task.
  addEventListener(
    'keydown',
    (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          keys.push(performance.now() - start);
          wake();
        };
        channel.port2.postMessage(undefined);
      });
    },
    true,
  );
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the longest task reads 0.
  }
  new PerformanceObserver(wake).observe({ type: 'measure' });
  /** Resolves once `done()` holds, checked after each key's frame and each user-timing measure. */
  const until = (/** @type {() => boolean} */ done) =>
    new Promise((resolve) => {
      const check = () => (done() ? resolve(undefined) : waiting.push(check));
      check();
    });
  /** @type {any} */ (window).templintBench = {
    keys,
    longTasks,
    keysDone: (/** @type {number} */ count) => until(() => keys.length >= count),
    measured: (/** @type {string} */ name, /** @type {number} */ after) => until(() => performance.getEntriesByName(name).some((entry) => entry.startTime > after)),
  };
}

/**
 * Reads the pause after `after` from the page's user-timing measures and long tasks. Runs in the page.
 * @param {number} after
 */
function readPause(after) {
  /** @param {string} name */
  const entry = (name) => performance.getEntriesByName(name).find((found) => found.startTime > after);
  const validate = entry('templint:validate');
  // The validation runs once per text, inside whichever of the preview and the lint pass asks first.
  const own = (/** @type {PerformanceEntry | undefined} */ outer) => {
    if (!outer) return 0;
    const inside = validate && validate.startTime >= outer.startTime && validate.startTime + validate.duration <= outer.startTime + outer.duration;
    return outer.duration - (inside ? validate.duration : 0);
  };
  /** @type {{ start: number, duration: number }[]} */
  const tasks = /** @type {any} */ (window).templintBench.longTasks;
  return {
    validate: validate?.duration ?? 0,
    preview: own(entry('templint:preview')),
    lint: own(entry('templint:lint')),
    longest: Math.max(0, ...tasks.filter((task) => task.start > after).map((task) => task.duration)),
  };
}

/** ms of one JSON.parse of the saved draft (the text the pause just saved), timed in the page. Runs in the page. */
function timeParse() {
  const text = localStorage.getItem('templint-playground:draft') ?? '';
  // Repeated for 20 ms at least: the page's clock ticks in 0.1 ms steps (no cross-origin isolation).
  let runs = 0;
  const start = performance.now();
  let elapsed;
  do {
    JSON.parse(text);
    runs += 1;
    elapsed = performance.now() - start;
  } while (elapsed < 20);
  return elapsed / runs;
}

/**
 * Opens the built playground with `text` as the saved draft and types into its body text: `bursts`
 * bursts of `keysPerBurst` key presses (each `gapMs` after the previous one's frame), each burst followed
 * by the pause that validates, previews and lints. Then the same keys into a plain textarea holding the
 * same text, on top of the same page.
 * @param {import('playwright').Browser} browser
 * @param {string} pageUrl file:// URL of the built index.html
 * @param {string} text
 * @param {{ bursts: number, keysPerBurst: number, gapMs: number }} plan
 * @returns {Promise<TypingFigures>}
 */
export async function measureTyping(browser, pageUrl, text, { bursts, keysPerBurst, gapMs }) {
  const started = performance.now();
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  try {
    const page = await context.newPage();
    await page.route(/^(?!file:)/, (route) => route.abort());
    // The text comes as the draft of an earlier visit: a link of 1 MB would pass Chromium's URL limit.
    await page.addInitScript((draft) => localStorage.setItem('templint-playground:draft', draft), text);
    await page.addInitScript(installProbes);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskMs = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    const now = () => page.evaluate(() => performance.now());
    await page.goto(pageUrl);
    await page.evaluate(() => /** @type {any} */ (window).templintBench.measured('templint:lint', 0));
    await page.locator('#preview[data-state="fresh"]').waitFor({ timeout: 120_000 });
    const problems = await page.locator('#problem-count').textContent();
    // The caret in the body text, before its closing quote (the end of the line's first row when it wraps).
    await page.locator('.cm-line', { hasText: '"chat_template_body_value"' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(SETTLE_MS);

    let typed = 0;
    const typeKeys = async (/** @type {number} */ count) => {
      await page.evaluate(() => {
        /** @type {any} */ (window).templintBench.keys.length = 0;
      });
      for (let key = 1; key <= count; key += 1) {
        await page.keyboard.type(TYPED[typed % TYPED.length] ?? ' ');
        typed += 1;
        await page.evaluate((want) => /** @type {any} */ (window).templintBench.keysDone(want), key);
        await page.waitForTimeout(gapMs);
      }
      return page.evaluate(() => [.../** @type {number[]} */ (/** @type {any} */ (window).templintBench.keys)]);
    };

    /** @type {number[]} */
    const editorKeys = [];
    /** @type {PauseFigures[]} */
    const pauses = [];
    /** @type {number[]} */
    const parse = [];
    for (let burst = 0; burst < bursts; burst += 1) {
      editorKeys.push(...(await typeKeys(keysPerBurst)));
      const lastKey = await now();
      const tasksBefore = await taskMs();
      // The pause: the preview 250 ms after the last change, the lint pass at 300 ms, then the page settles.
      await page.evaluate((after) => /** @type {any} */ (window).templintBench.measured('templint:lint', after), lastKey);
      await page.waitForTimeout(SETTLE_MS);
      const task = (await taskMs()) - tasksBefore;
      pauses.push({ ...(await page.evaluate(readPause, lastKey)), task });
      // The baseline, in the same page and pause.
      parse.push(await page.evaluate(timeParse));
    }
    const endProblems = await page.locator('#problem-count').textContent();

    // The same keys into a plain textarea holding the same text, caret in the body text, over the page.
    await page.evaluate((value) => {
      const area = document.createElement('textarea');
      area.value = value;
      area.style.cssText = 'position:fixed;left:0;top:0;width:700px;height:450px;z-index:10;font:13px monospace';
      document.body.append(area);
      const caret = value.indexOf('"chat_template_body_value"') + '"chat_template_body_value": "'.length + 20;
      area.focus();
      area.setSelectionRange(caret, caret);
    }, text);
    await page.waitForTimeout(SETTLE_MS);
    const textareaKeys = await typeKeys(bursts * keysPerBurst);
    return { editorKeys, textareaKeys, parse, pauses, problems: problems === endProblems ? (problems ?? '') : `${problems ?? ''}, then ${endProblems ?? ''}`, wallMs: performance.now() - started };
  } finally {
    await context.close();
  }
}
