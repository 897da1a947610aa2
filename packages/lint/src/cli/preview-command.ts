// `templint preview`: a standalone HTML page per file, every request of it shown as the recipient sees
// it (@templint/preview), its diagnostics marked on the preview and listed beside it with their line and
// column in the file.
import { basename, relative, resolve, sep } from 'node:path';
import { createValidator, defaultCatalog, rules, type Validator } from '@templint/core';
import { createPreviewer, PREVIEW_STYLESHEET, renderPreviewHtml, type PreviewTheme } from '@templint/preview';
import type { LintMessage } from '../lint-result.js';
import { lintText } from '../lint-text.js';
import { UsageError, type PreviewArgs } from './args.js';
import { resolveSettings } from './config.js';
import { decodeUtf8 } from '../read/decode-utf8.js';
import { nodeFileSystem } from './file-system.js';
import { readRegularFile } from '../read/read-file.js';
import type { CliIo } from './run.js';
import { PREVIEW_USAGE } from './usage.js';
import { writeWholeFile } from './write-whole-file.js';

/** Runs `templint preview`: 0 when every page was written, 2 when a file could not be read or a page written. */
export function runPreview(args: PreviewArgs, io: CliIo): number {
  if (args.help) {
    io.stdout.write(PREVIEW_USAGE);
    return 0;
  }
  if (args.files.length === 0) throw new UsageError('preview needs a file: templint preview <file>... [-o <out.html>]');
  if (args.files.length > 1 && args.outputFile === undefined) throw new UsageError('preview of several files needs -o <directory> for their pages');
  const settings = resolveSettings({ config: args.config, catalog: args.catalog }, io.cwd);
  const validator = createValidator(settings.validateOptions);
  const catalog = settings.validateOptions.catalog ?? defaultCatalog;
  const fs = io.fs ?? nodeFileSystem;
  let code = 0;
  const paths = args.files.map((file) => resolve(io.cwd, file));
  const names = pageNames(io.cwd, paths);
  const done = new Set<string>();
  for (const [index, file] of args.files.entries()) {
    const path = paths[index] ?? resolve(io.cwd, file);
    // A file named twice gets its one page once.
    if (done.has(path)) continue;
    done.add(path);
    const read = readRegularFile(fs, path);
    const decoded = typeof read === 'string' ? undefined : decodeUtf8(read.bytes);
    if (typeof read === 'string' || decoded === undefined || 'problem' in decoded) {
      io.stderr.write(`templint: ${file}: ${typeof read === 'string' ? read : (decoded && 'problem' in decoded ? decoded.problem.message : '')}\n`);
      code = 2;
      continue;
    }
    const page = previewPage(relative(io.cwd, path) || path, decoded.text, validator, catalog, args.theme);
    if (args.outputFile === undefined) {
      io.stdout.write(page);
      continue;
    }
    const target = args.files.length === 1 ? resolve(io.cwd, args.outputFile) : resolve(io.cwd, args.outputFile, names.get(path) ?? `${pageStem(io.cwd, path)}.html`);
    const failure = writeWholeFile(fs, target, page);
    if (failure !== undefined) {
      io.stderr.write(`templint: cannot write the preview to "${relative(io.cwd, target)}" (${failure}).\n`);
      code = 2;
    } else io.stderr.write(`templint: wrote ${relative(io.cwd, target) || target}\n`);
  }
  return code;
}

/**
 * Each file's page name, unique among them, so no page overwrites another: a name two files would share
 * (`a/x.json` and `a_x.json`, or files outside the working folder with one base name) gets `-2`, `-3`, ...
 */
function pageNames(cwd: string, paths: readonly string[]): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const path of paths) {
    if (names.has(path)) continue;
    const stem = pageStem(cwd, path);
    let name = `${stem}.html`;
    for (let number = 2; taken.has(name); number += 1) name = `${stem}-${String(number)}.html`;
    taken.add(name);
    names.set(path, name);
  }
  return names;
}

/** `templates/welcome.json` becomes `templates_welcome` (its page `templates_welcome.html`): pages of files with one name do not collide. */
function pageStem(cwd: string, path: string): string {
  const shown = relative(cwd, path).startsWith('..') ? basename(path) : relative(cwd, path);
  return shown.replace(/\.json$/u, '').split(sep).join('_');
}

/** The page of one file: a section per request with the preview and the problems beside it. */
export function previewPage(shownName: string, text: string, validator: Validator, catalog: typeof defaultCatalog, theme: PreviewTheme): string {
  const { messages } = lintText(text, { filePath: shownName, validator });
  const fatal = messages.find((message) => message.fatal);
  let sections: string;
  if (fatal) {
    sections = `<section class="tl-page-request"><p class="tl-page-fatal">${escapeHtml(`${String(fatal.line)}:${String(fatal.column)} ${fatal.message}`)}</p></section>`;
  } else {
    const value = JSON.parse(text) as unknown;
    const requests = Array.isArray(value) ? value : [value];
    const previewer = createPreviewer({ catalog });
    sections = requests
      .map((request, index) => {
        const own = Array.isArray(value) ? messages.filter((message) => message.path?.[0] === index) : messages;
        const view = previewer.preview(request);
        const preview = renderPreviewHtml(view, {
          theme,
          styles: false,
          idPrefix: `r${String(index)}`,
          diagnostics: validator.validate(request).diagnostics,
        });
        const title = Array.isArray(value) ? `Request ${String(index + 1)} of ${String(requests.length)}` : 'Request';
        const name = view.name === undefined || view.name === '' ? '' : `: ${view.name}`;
        return `<section class="tl-page-request"><h2>${escapeHtml(`${title}${name}`)}</h2><div class="tl-page-row">${preview}${problemList(own)}</div></section>`;
      })
      .join('\n');
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`templint preview: ${shownName}`)}</title>
<style>${PREVIEW_STYLESHEET.replaceAll('</', '<\\/')}${PAGE_STYLES}</style>
</head>
<body class="tl-page tl-page-${theme}">
<h1>${escapeHtml(shownName)}</h1>
${sections}
</body>
</html>
`;
}

/** The problems beside a preview: line:column in the file, severity, message, rule. */
function problemList(messages: readonly LintMessage[]): string {
  if (messages.length === 0) return '<aside class="tl-page-problems"><p>No problems.</p></aside>';
  const items = messages
    .map((message) => {
      const severity = message.severity === 2 ? 'error' : 'warning';
      const rule = message.ruleId ? rules.find((candidate) => candidate.id === message.ruleId) : undefined;
      const ruleText = rule ? ` <a href="${escapeHtml(rule.docsUrl)}">${escapeHtml(rule.id)}</a>` : '';
      return `<li class="tl-page-${severity}"><code>${String(message.line)}:${String(message.column)}</code> <strong>${severity}</strong> ${escapeHtml(message.message)}${ruleText}</li>`;
    })
    .join('');
  return `<aside class="tl-page-problems"><h3>${String(messages.length)} problem${messages.length === 1 ? '' : 's'}</h3><ul>${items}</ul></aside>`;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

const PAGE_STYLES = `
body.tl-page { font-family: system-ui, sans-serif; margin: 2rem; }
body.tl-page-dark { background: #0b141a; color: #e9edef; }
body.tl-page-dark a { color: #53bdeb; }
.tl-page-row { display: flex; gap: 2rem; align-items: flex-start; flex-wrap: wrap; }
.tl-page-row > .tl-preview { flex: 0 1 26rem; }
.tl-page-problems { flex: 1 1 20rem; }
.tl-page-problems ul { padding-left: 1.2rem; }
.tl-page-problems li { margin-bottom: 0.5rem; }
.tl-page-error strong, .tl-page-fatal { color: #d92d20; }
.tl-page-warning strong { color: #b54708; }
`;
