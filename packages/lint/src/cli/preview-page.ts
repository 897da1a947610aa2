// The page `templint preview` writes for one file: each request in a phone-sized frame with its
// diagnostics marked, and beside it the one list of them, with line and column in the file and the
// rule's docs link. The marks refer to that list's entries; the preview lists nothing of its own.
import { rules, type Diagnostic, type defaultCatalog, type Validator } from '@templint/core';
import { createTemplateReader, type TemplateModel } from '@templint/core/model';
import {
  createPreviewer,
  escapeHtml,
  messageParts,
  PREVIEW_EXAMPLE_TIME,
  PREVIEW_STYLESHEET,
  SEVERITY_COLORS,
  PROBLEMS_SHOWN_MAX,
  renderPreviewHtml,
  type PreviewDiagnostic,
  type PreviewTheme,
  type TemplatePreview,
} from '@templint/preview';
import { previewLabels } from '@templint/preview/locales';
import type { LintMessage } from '../lint-result.js';
import { tableLanguage } from '../locale-table.js';
import { lintText } from '../lint-text.js';
import { pageWords, type PageWord } from './preview-page-words.js';
import { displayWidth } from './display-width.js';
import { sourceExcerpt } from './source-excerpt.js';

/**
 * The page of one file: a section per request with the preview and the problems beside it. `locale` is the
 * language's code (the validator words the messages in it too); English by default.
 */
export function previewPage(shownName: string, text: string, validator: Validator, catalog: typeof defaultCatalog, theme: PreviewTheme, locale = 'en'): string {
  const word = pageWords(locale);
  const labels = previewLabels[tableLanguage(previewLabels, locale)];
  const { messages } = lintText(text, { filePath: shownName, validator });
  const fatal = messages.find((message) => message.fatal);
  let sections: string;
  if (fatal) {
    sections = `<section class="tl-page-request"><p class="tl-page-fatal">${escapeHtml(`${String(fatal.line)}:${String(fatal.column)} ${fatal.message}`)}</p>${excerptHtml(text, fatal, word)}</section>`;
  } else {
    const value = JSON.parse(text) as unknown;
    const many = Array.isArray(value);
    const requests: readonly unknown[] = many ? value : [value];
    const byRequest = messagesByRequest(messages, many);
    const previewer = createPreviewer({ catalog });
    const reader = createTemplateReader({ catalog });
    const parts = requests.map((request, index) => {
      const own = byRequest.get(index) ?? [];
      const view = previewer.preview(request);
      const idPrefix = `r${String(index)}`;
      const diagnostics = pageDiagnostics(own, validator.validate(request).diagnostics, many);
      const model = reader.read(request);
      const preview = renderPreviewHtml(view, { theme, styles: false, idPrefix, diagnostics, frame: true, listProblems: false, time: PREVIEW_EXAMPLE_TIME, locale: labels });
      const title = many ? word('requestOf', { index: index + 1, count: requests.length }) : word('request');
      return `<section class="tl-page-request">${heading(title, view, model, word)}<div class="tl-page-row">${preview}${problemList(own, idPrefix, word)}</div></section>`;
    });
    // A message of an array file that names no request (none today) is still shown, above the requests.
    const loose = byRequest.get(-1);
    if (loose) parts.unshift(`<section class="tl-page-request"><h2>${escapeHtml(word('theFile'))}</h2>${problemList(loose, 'file', word)}</section>`);
    sections = parts.join('\n');
  }
  return `<!doctype html>
<html lang="${escapeHtml(labels.code)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}">
<title>${escapeHtml(word('title', { file: shownName }))}</title>
<style>${PREVIEW_STYLESHEET.replaceAll('</', '<\\/')}${PAGE_STYLES}</style>
</head>
<body class="tl-page tl-page-${theme}">
<main>
<h1>${escapeHtml(shownName)}</h1>
${sections}
</main>
</body>
</html>
`;
}

/** Each request's messages (by the request's index in an array), in one pass; -1 holds those of no request. */
function messagesByRequest(messages: readonly LintMessage[], many: boolean): ReadonlyMap<number, LintMessage[]> {
  const groups = new Map<number, LintMessage[]>();
  for (const message of messages) {
    const first = message.path?.[0];
    const index = !many ? 0 : typeof first === 'number' ? first : -1;
    const group = groups.get(index);
    if (group) group.push(message);
    else groups.set(index, [message]);
  }
  return groups;
}

/**
 * The diagnostics to mark, one per listed message and in its order (so the n-th mark refers to the n-th
 * entry): core's diagnostic for the message where there is one (it has the range inside a text), else
 * the message's own path.
 */
function pageDiagnostics(messages: readonly LintMessage[], diagnostics: readonly Diagnostic[], many: boolean): PreviewDiagnostic[] {
  // Each key's diagnostics are taken in order by a cursor: `shift` moved all the others along each time,
  // and a text can hold thousands with one key (a variable repeated in a URL: 100,000 took 5 s).
  const byKey = new Map<string, { readonly same: Diagnostic[]; next: number }>();
  for (const diagnostic of diagnostics) {
    const key = diagnosticKey(diagnostic.ruleId, diagnostic.message, diagnostic.path);
    const group = byKey.get(key);
    if (group) group.same.push(diagnostic);
    else byKey.set(key, { same: [diagnostic], next: 0 });
  }
  return messages.map((message) => {
    const path = (many ? message.path?.slice(1) : message.path) ?? [];
    const group = byKey.get(diagnosticKey(message.ruleId, message.message, path));
    const found = group?.same[group.next];
    if (group && found) group.next += 1;
    return found ?? { path, message: message.message, severity: message.severity === 2 ? 'error' : 'warning', ruleId: message.ruleId ?? undefined };
  });
}

function diagnosticKey(ruleId: string | null, message: string, path: readonly (string | number)[]): string {
  return JSON.stringify([ruleId, message, path]);
}

/** The request's heading: its place in the file, its name, its kind and its language (as the catalog names it). */
function heading(title: string, view: TemplatePreview, model: TemplateModel, word: PageWord): string {
  const name = view.name === undefined || view.name === '' ? `<span class="tl-page-unnamed">${escapeHtml(word('noName'))}</span>` : `<span class="tl-page-name">${escapeHtml(view.name)}</span>`;
  const kind = word.kind(view.kind, view.interactiveKind);
  const languageId = model.fields.languageId.value;
  const known = typeof languageId === 'number' ? model.catalog.languages.get(languageId)?.code : undefined;
  const language = known ?? (languageId === undefined || languageId === null ? word('noLanguage') : word('language', { id: JSON.stringify(languageId) }));
  const details = [kind, language].map(escapeHtml).join(' · ');
  return `<h2>${escapeHtml(title)}: ${name} <span class="tl-page-details">${details}</span></h2>`;
}

/** The one list of a request's problems: line:column in the file, severity, message, rule; ids the marks refer to. */
function problemList(messages: readonly LintMessage[], idPrefix: string, word: PageWord): string {
  if (messages.length === 0) return `<aside class="tl-page-problems"><p>${escapeHtml(word('noProblems'))}</p></aside>`;
  // The preview marks as many (PROBLEMS_SHOWN_MAX), each mark naming its entry here; the count says the rest.
  const shown = messages.length > PROBLEMS_SHOWN_MAX ? messages.slice(0, PROBLEMS_SHOWN_MAX) : messages;
  const more = shown.length < messages.length ? `<li class="tl-page-more">${escapeHtml(word('moreProblems', { count: messages.length - shown.length, countText: word.number(messages.length - shown.length) }))}</li>` : '';
  const items = shown
    .map((message, index) => {
      const severity = message.severity === 2 ? 'error' : 'warning';
      const rule = message.ruleId ? rules.find((candidate) => candidate.id === message.ruleId) : undefined;
      const ruleText = rule ? ` <a href="${escapeHtml(rule.docsUrl)}">${escapeHtml(rule.id)}</a>` : '';
      return `<li id="${idPrefix}-problem-${String(index + 1)}" class="tl-page-${severity}"><code>${String(message.line)}:${String(message.column)}</code> <strong>${escapeHtml(word(severity))}</strong> ${messageHtml(message.message)}${ruleText}</li>`;
    })
    .join('');
  return `<aside class="tl-page-problems"><h3>${escapeHtml(word('problems', { count: messages.length }))}</h3><ul>${items}${more}</ul></aside>`;
}

/** A message with its backtick quotes shown as code. */
function messageHtml(message: string): string {
  return messageParts(message)
    .map((part) => (part.code ? `<code class="tl-page-quote">${escapeHtml(part.text)}</code>` : escapeHtml(part.text)))
    .join('');
}

/** The source lines around a syntax error, numbered, with a caret under its column. */
function excerptHtml(text: string, at: LintMessage, word: PageWord): string {
  const lines = sourceExcerpt(text, at.line, at.column);
  if (lines.length === 0) return '';
  const width = String(lines.at(-1)?.number ?? at.line).length;
  const rows = lines.map((line) => {
    const gutter = `${line.caret === undefined ? ' ' : '>'} ${String(line.number).padStart(width)} | `;
    const row = `<span class="${line.caret === undefined ? 'tl-page-line' : 'tl-page-line tl-page-error-line'}">${escapeHtml(gutter + line.text)}</span>`;
    if (line.caret === undefined) return row;
    // Under the column as a monospace font shows it: an emoji takes two, a letter with its marks one.
    return `${row}\n<span class="tl-page-caret">${escapeHtml(`${' '.repeat(width + 2)} | ${' '.repeat(displayWidth(line.text.slice(0, line.caret)))}^`)}</span>`;
  });
  // A name on a `pre` alone is dropped (its role, generic, takes none): as a group, a screen reader says it.
  return `<pre class="tl-page-excerpt" role="group" aria-label="${escapeHtml(word('aroundError'))}">${rows.join('\n')}</pre>`;
}


/**
 * The page runs no script and loads nothing: said to the browser too, so a template's text that escaped
 * the escaping still could not (found by QA: defence in depth; its own stylesheet is inline).
 */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

const PAGE_STYLES = `
body.tl-page { font-family: system-ui, sans-serif; margin: 2rem; }
body.tl-page-dark { background: #0b141a; color: #e9edef; }
body.tl-page-dark a { color: #53bdeb; }
body.tl-page h1 { overflow-wrap: anywhere; }
.tl-page-request h2 { font-size: 1.2rem; overflow-wrap: anywhere; }
.tl-page-details, .tl-page-unnamed { font-weight: 400; opacity: 0.75; }
.tl-page-unnamed { font-style: italic; }
.tl-page-row { display: flex; gap: 2rem; align-items: flex-start; flex-wrap: wrap; }
.tl-page-row > .tl-preview { flex: 0 1 auto; max-width: 100%; }
.tl-page-problems { flex: 1 1 20rem; min-width: 0; overflow-wrap: anywhere; }
.tl-page-problems ul { padding-left: 1.2rem; }
.tl-page-problems li { margin-bottom: 0.5rem; }
.tl-page-problems li:target { outline: 2px solid currentColor; outline-offset: 2px; }
.tl-page-quote { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.92em; background: rgba(127, 127, 127, 0.18); border-radius: 3px; padding: 0 2px; }
/* The preview's error and warning colours: 4.5:1 at least on the page, the excerpt's grey and the dark page too. */
.tl-page-error strong, .tl-page-fatal, .tl-page-caret { color: ${SEVERITY_COLORS.light.error}; }
.tl-page-warning strong { color: ${SEVERITY_COLORS.light.warning}; }
body.tl-page-dark .tl-page-error strong, body.tl-page-dark .tl-page-fatal, body.tl-page-dark .tl-page-caret { color: ${SEVERITY_COLORS.dark.error}; }
body.tl-page-dark .tl-page-warning strong { color: ${SEVERITY_COLORS.dark.warning}; }
.tl-page-excerpt { font: 13px/1.45 ui-monospace, Menlo, Consolas, monospace; background: rgba(127, 127, 127, 0.12); padding: 0.75rem 1rem; border-radius: 6px; overflow-x: auto; }
.tl-page-error-line { font-weight: 700; }
.tl-page-caret { font-weight: 700; }
@media (max-width: 600px) { body.tl-page { margin: 1rem; } .tl-page-row { gap: 1rem; } }
`;
