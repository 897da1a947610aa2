// The playground page: the editor with templint's diagnostics, the live preview beside it, the catalog
// in use, starter templates and a link that holds the template. Bundled into one classic script by
// scripts/build-playground.mjs, so index.html works opened from its folder (file://).
import { openLintPanel } from '@codemirror/lint';
import { createValidator, type Validator } from '@templint/core';
import { lintText } from '@templint/lint/text';
import { createTextValidations } from './text-validations.js';
import { findLocale, LOCALE_CODES, locales, type LocaleCode } from '@templint/core/locales';
import { createPreviewer, PREVIEW_STYLESHEET, type Previewer, type PreviewTheme } from '@templint/preview';
import { previewLabels } from '@templint/preview/locales';
import { rememberedCatalog, type CatalogChoice, type TextStorage } from './catalog-choice.js';
import { setUpCatalogPanel } from './catalog-panel.js';
import { createEditor, relint, replaceText, setEditorDark } from './editor.js';
import { toEditorDiagnostics } from './editor-diagnostics.js';
import { updatePreviewPane } from './preview-pane.js';
import { problemCountText } from './problem-count.js';
import { FIRST_STARTER_ID, STARTERS } from './starters.js';
import { linkWithTemplate, templateFromHash } from './template-link.js';

const DRAFT_KEY = 'templint-playground:draft';
/** The draft a link replaced on opening, kept so that opening a link never loses a person's text. */
const PREVIOUS_DRAFT_KEY = 'templint-playground:previous-draft';
const THEME_KEY = 'templint-playground:theme';
const LANGUAGE_KEY = 'templint-playground:language';
/** Milliseconds of quiet typing before the preview and the diagnostics follow. */
const PREVIEW_DELAY = 250;
const LINT_DELAY = 300;

/**
 * Starts the playground on index.html. Its state (the catalog in use, its validator, the preview timer)
 * lives in this call, not at module level.
 */
function startPlayground(): void {
  // The preview's stylesheet once for the page (the previews are rendered with `styles: false`).
  const previewStyles = document.createElement('style');
  previewStyles.textContent = PREVIEW_STYLESHEET;
  document.head.append(previewStyles);

  const storage = browserStorage();
  let catalogChoice: CatalogChoice = rememberedCatalog(storage);
  const languageSelect = byId('language', HTMLSelectElement);
  // Each language named in itself; the remembered choice, else the browser's language when templint ships it.
  languageSelect.append(...LOCALE_CODES.map((code) => new Option(new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code, code)));
  languageSelect.value = readStorage(storage, LANGUAGE_KEY) ?? findLocale(navigator.language)?.code ?? 'en';
  const language = (): LocaleCode => LOCALE_CODES.find((code) => code === languageSelect.value) ?? 'en';
  const validatorFor = (catalog: CatalogChoice['catalog']): Validator => createValidator({ catalog, locale: locales[language()] });
  let validator: Validator = validatorFor(catalogChoice.catalog);
  // The catalog prepared for previews once per catalog chosen, not once per keystroke.
  let previewer: Previewer = createPreviewer({ catalog: catalogChoice.catalog });

  const previewPane = byId('preview');
  const problemCount = byId('problem-count');
  const linkStatus = byId('link-status');
  const themeSelect = byId('theme', HTMLSelectElement);
  const starterSelect = byId('starter', HTMLSelectElement);
  const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

  const storedDraft = readStorage(storage, DRAFT_KEY);
  const linked = templateFromHash(window.location.hash);
  if (linked !== undefined && storedDraft !== undefined && storedDraft !== linked) writeStorage(storage, PREVIOUS_DRAFT_KEY, storedDraft);
  let previousDraft = readStorage(storage, PREVIOUS_DRAFT_KEY);
  const firstStarter = STARTERS.find((starter) => starter.id === FIRST_STARTER_ID) ?? STARTERS[0];
  const initialText = withoutBom(linked ?? storedDraft ?? firstStarter?.text ?? '{}');

  themeSelect.value = readStorage(storage, THEME_KEY) ?? 'auto';
  const theme = (): Exclude<PreviewTheme, 'auto'> => {
    const chosen = themeSelect.value;
    if (chosen === 'light' || chosen === 'dark') return chosen;
    return darkQuery.matches ? 'dark' : 'light';
  };

  // The text's validations, made once for the preview pane and the lint pass.
  const textValidations = createTextValidations();
  let previewTimer: ReturnType<typeof setTimeout> | undefined;
  // Whether the previews on show are of an earlier state of the editor's text (not of a text a link or a starter replaced).
  let previewOfThisText = false;
  const view = createEditor(byId('editor'), initialText, theme() === 'dark', {
    lintDelay: LINT_DELAY,
    lint: (editor) => {
      // A pasted array is one set: a name or wording used twice in it is reported at the repeat.
      const text = editor.state.doc.toString();
      const result = lintText(text, { filePath: 'template.json', validator: textValidations(validator, text).validator, together: true });
      problemCount.textContent = problemCountText(result.errorCount, result.warningCount);
      problemCount.dataset.errors = String(result.errorCount);
      return toEditorDiagnostics(editor.state.doc, result.messages);
    },
    onChange: () => {
      clearTimeout(previewTimer);
      previewTimer = setTimeout(() => {
        // Only a change is saved: opening a page (or a link) rewrites nothing.
        writeStorage(storage, DRAFT_KEY, view.state.doc.toString());
        refreshPreview();
      }, PREVIEW_DELAY);
    },
  });
  openLintPanel(view);

  function refreshPreview(): void {
    const validation = textValidations(validator, view.state.doc.toString());
    previewOfThisText = updatePreviewPane(previewPane, { validation, previewer, theme: theme(), labels: previewLabels[language()], keepLast: previewOfThisText }) || previewOfThisText;
  }

  /** Puts a whole other text (a link's, a starter's) in the editor: the previews on show are of the old one. */
  function replaceWith(text: string): void {
    previewOfThisText = false;
    replaceText(view, text);
  }

  function applyTheme(): void {
    const resolved = theme();
    document.documentElement.dataset.theme = resolved;
    setEditorDark(view, resolved === 'dark');
    refreshPreview();
  }

  // Starters: every example kind, and the draft a link replaced.
  const placeholder = new Option('Open a starter template…', '');
  starterSelect.append(placeholder, ...STARTERS.map((starter) => new Option(starter.label, starter.id)));
  const previousDraftOption = new Option('Your previous draft', 'previous-draft');
  if (previousDraft !== undefined && previousDraft !== initialText) starterSelect.append(previousDraftOption);
  starterSelect.addEventListener('change', () => {
    const text = starterSelect.value === 'previous-draft' ? previousDraft : STARTERS.find((starter) => starter.id === starterSelect.value)?.text;
    if (text !== undefined) replaceWith(text);
    starterSelect.value = '';
    view.focus();
  });

  // The link: copied to the clipboard when the browser allows it, and always put in the address bar.
  byId('copy-link', HTMLButtonElement).addEventListener('click', () => {
    const link = linkWithTemplate(window.location.href, view.state.doc.toString());
    window.history.replaceState(null, '', link);
    copyToClipboard(link).then(
      () => {
        linkStatus.textContent = 'Link copied.';
      },
      () => {
        linkStatus.textContent = 'The address bar holds the link: copy it from there.';
      },
    );
  });
  window.addEventListener('hashchange', () => {
    const text = templateFromHash(window.location.hash);
    const current = view.state.doc.toString();
    if (text === undefined || text === current) return;
    // The text in the editor is a person's draft: kept, and offered back, before the link replaces it.
    previousDraft = current;
    writeStorage(storage, PREVIOUS_DRAFT_KEY, current);
    if (!previousDraftOption.isConnected) starterSelect.append(previousDraftOption);
    replaceWith(withoutBom(text));
  });

  themeSelect.addEventListener('change', () => {
    writeStorage(storage, THEME_KEY, themeSelect.value);
    applyTheme();
  });
  darkQuery.addEventListener('change', applyTheme);
  languageSelect.addEventListener('change', () => {
    writeStorage(storage, LANGUAGE_KEY, languageSelect.value);
    validator = validatorFor(catalogChoice.catalog);
    relint(view);
    refreshPreview();
  });

  setUpCatalogPanel(
    {
      status: byId('catalog-status'),
      lists: byId('catalog-lists'),
      text: byId('catalog-text', HTMLTextAreaElement),
      use: byId('catalog-use', HTMLButtonElement),
      file: byId('catalog-file', HTMLInputElement),
      reset: byId('catalog-reset', HTMLButtonElement),
      problems: byId('catalog-problems'),
    },
    catalogChoice,
    storage,
    (choice) => {
      catalogChoice = choice;
      validator = validatorFor(choice.catalog);
      previewer = createPreviewer({ catalog: choice.catalog });
      relint(view);
      refreshPreview();
    },
  );

  applyTheme();
}

startPlayground();

/** An element of index.html, of the type the page's markup gives it. */
function byId<T extends HTMLElement = HTMLElement>(id: string, type?: new () => T): T {
  const element = document.getElementById(id);
  if (!element || (type && !(element instanceof type))) throw new Error(`index.html lacks #${id}`);
  return element as T;
}

/** The clipboard write, as a promise that rejects where there is no clipboard (an insecure context). */
function copyToClipboard(text: string): Promise<void> {
  try {
    return navigator.clipboard.writeText(text);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function withoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** `localStorage`, or undefined where reading it throws (some file:// and private modes). */
function browserStorage(): TextStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readStorage(storage: TextStorage | undefined, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeStorage(storage: TextStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Full or denied: the playground works on without remembering.
  }
}
