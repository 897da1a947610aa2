// The playground page: the editor with templint's diagnostics, the live preview beside it, the catalog
// in use, starter templates and a link that holds the template. Bundled into one classic script by
// scripts/build-playground.mjs, so index.html works opened from its folder (file://).
import { createValidator, type Validator } from '@templint/core';
import { findLocale, LOCALE_CODES, locales, type LocaleCode } from '@templint/core/locales';
import { createPreviewer, PREVIEW_STYLESHEET, type Previewer, type PreviewTheme } from '@templint/preview';
import { previewLabels } from '@templint/preview/locales';
import { rememberedCatalog, type CatalogChoice, type TextStorage } from './catalog-choice.js';
import { setUpCatalogPanel } from './catalog-panel.js';
import { keepsDraft } from './drafts.js';
import { sayStatus } from './live-status.js';
import { createEditor, relint, replaceText, setEditorDark, setEditorWords } from './editor.js';
import { toEditorDiagnostics } from './editor-diagnostics.js';
import { pageWords } from './locales/index.js';
import { fillWord, type PageWords } from './page-words.js';
import { updatePreviewPane } from './preview-pane.js';
import { problemCountText } from './problem-count.js';
import { showPageWords } from './show-page-words.js';
import { FIRST_STARTER_ID, STARTERS } from './starters.js';
import { linkIsBroken, linkWithTemplate, MAX_LINK_LENGTH, templateFromHash } from './template-link.js';
import { createTextValidations } from './text-validations.js';
import { timed } from './user-timing.js';

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
  // Each language named in itself (in its `lang`, so a screen reader says it in that language); the remembered
  // choice, else the browser's language when templint ships it.
  languageSelect.append(
    ...LOCALE_CODES.map((code) => {
      const option = new Option(new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code, code);
      option.lang = code;
      return option;
    }),
  );
  languageSelect.value = readStorage(storage, LANGUAGE_KEY) ?? findLocale(navigator.language)?.code ?? 'en';
  const language = (): LocaleCode => LOCALE_CODES.find((code) => code === languageSelect.value) ?? 'en';
  const words = (): PageWords => pageWords[language()];
  showPageWords(document, words());
  const validatorFor = (catalog: CatalogChoice['catalog']): Validator => createValidator({ catalog, locale: locales[language()] });
  let validator: Validator = validatorFor(catalogChoice.catalog);
  // The catalog prepared for previews once per catalog chosen, not once per keystroke.
  let previewer: Previewer = createPreviewer({ catalog: catalogChoice.catalog });

  const previewPane = { pane: byId('preview'), status: byId('preview-status') };
  const problemCount = byId('problem-count');
  const linkStatus = byId('link-status');
  const themeSelect = byId('theme', HTMLSelectElement);
  const starterSelect = byId('starter', HTMLSelectElement);
  const darkQuery = window.matchMedia('(prefers-color-scheme: dark)');

  const starterTexts = STARTERS.map((starter) => starter.text);
  const storedDraft = readStorage(storage, DRAFT_KEY);
  const linked = templateFromHash(window.location.hash);
  if (linked !== undefined && storedDraft !== undefined && keepsDraft(storedDraft, linked, starterTexts)) writeStorage(storage, PREVIOUS_DRAFT_KEY, storedDraft);
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
  // Whether the editor's text changed since it was last saved: only a change is saved (opening a page, or a link, rewrites nothing).
  let unsaved = false;
  // Whether the previews on show are of an earlier state of the editor's text (not of a text a link or a starter replaced).
  let previewOfThisText = false;
  const view = createEditor(byId('editor'), initialText, theme() === 'dark', words(), {
    lintDelay: LINT_DELAY,
    lint: (editor) =>
      timed('templint:lint', () => {
        // A pasted array is one set: a name or wording used twice in it is reported at the repeat.
        const { result } = textValidations(validator, editor.state.doc.toString(), language());
        sayStatus(problemCount, problemCountText(result.errorCount, result.warningCount, words()));
        problemCount.dataset.errors = String(result.errorCount);
        return toEditorDiagnostics(editor.state.doc, result.messages, { fix: words().fix, severity: previewLabels[language()].severity });
      }),
    onChange: () => {
      unsaved = true;
      clearTimeout(previewTimer);
      previewTimer = setTimeout(() => {
        saveDraft();
        refreshPreview();
      }, PREVIEW_DELAY);
    },
  });

  function saveDraft(): void {
    if (!unsaved) return;
    unsaved = false;
    // A draft the browser refuses (storage full, or a private mode's) is said: the older draft kept there
    // would come back on the next visit in its place, and the person would think this text was kept.
    const saved = writeStorage(storage, DRAFT_KEY, view.state.doc.toString());
    if (!saved) linkStatus.textContent = words().draftNotSaved;
    else if (linkStatus.textContent === words().draftNotSaved) linkStatus.textContent = '';
  }
  // Typing saves after a pause: a page left (reloaded, closed, or hidden, which on a phone may be its end)
  // within the pause saves at once, so its last characters are kept.
  window.addEventListener('pagehide', saveDraft);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveDraft();
  });

  function refreshPreview(): void {
    timed('templint:preview', () => {
      const validation = textValidations(validator, view.state.doc.toString(), language());
      previewOfThisText = updatePreviewPane(previewPane, { validation, previewer, theme: theme(), labels: previewLabels[language()], words: words(), keepLast: previewOfThisText }) || previewOfThisText;
    });
  }

  /**
   * Puts a whole other text (a link's, a starter's, the previous draft) in the editor, keeping the text it
   * replaces as the previous draft: the previews on show are of the old one.
   */
  function replaceWith(text: string): void {
    const current = view.state.doc.toString();
    if (current === text) return;
    if (keepsDraft(current, text, starterTexts)) {
      previousDraft = current;
      writeStorage(storage, PREVIOUS_DRAFT_KEY, current);
      if (!previousDraftOption.isConnected) starterSelect.append(previousDraftOption);
    }
    previewOfThisText = false;
    replaceText(view, text);
  }

  function applyTheme(): void {
    const resolved = theme();
    document.documentElement.dataset.theme = resolved;
    setEditorDark(view, resolved === 'dark');
    refreshPreview();
  }

  // Starters: every example kind, and the draft a link or a starter replaced.
  const placeholder = new Option('', '');
  const starterOptions = STARTERS.map((starter) => ({ id: starter.id, option: new Option('', starter.id) }));
  starterSelect.append(placeholder, ...starterOptions.map(({ option }) => option));
  const previousDraftOption = new Option('', 'previous-draft');
  if (previousDraft !== undefined && previousDraft !== initialText) starterSelect.append(previousDraftOption);
  const nameStarters = (): void => {
    placeholder.text = words().starterPlaceholder;
    for (const { id, option } of starterOptions) option.text = words().starters[id];
    previousDraftOption.text = words().previousDraft;
  };
  nameStarters();
  // A choice made with the keyboard (arrow keys change a closed menu at once) keeps the focus on the menu, so
  // the arrows browse the starters; a choice made with the pointer goes on to the editor.
  let choosingByKey = false;
  starterSelect.addEventListener('keydown', () => {
    choosingByKey = true;
  });
  starterSelect.addEventListener('pointerdown', () => {
    choosingByKey = false;
  });
  starterSelect.addEventListener('change', () => {
    const text = starterSelect.value === 'previous-draft' ? previousDraft : STARTERS.find((starter) => starter.id === starterSelect.value)?.text;
    if (text !== undefined) replaceWith(text);
    if (choosingByKey) return;
    starterSelect.value = '';
    view.focus();
  });
  // The menu shows its placeholder again once left, ready to open any starter (the one shown too).
  starterSelect.addEventListener('blur', () => {
    starterSelect.value = '';
    choosingByKey = false;
  });

  // The link: copied to the clipboard when the browser allows it, and always put in the address bar; a link
  // longer than a browser opens is neither.
  byId('copy-link', HTMLButtonElement).addEventListener('click', () => {
    const link = linkWithTemplate(window.location.href, view.state.doc.toString());
    if (link.length > MAX_LINK_LENGTH) {
      const number = new Intl.NumberFormat(words().code);
      linkStatus.textContent = fillWord(words(), words().linkTooLong, { length: number.format(link.length), limit: number.format(MAX_LINK_LENGTH) });
      return;
    }
    window.history.replaceState(null, '', link);
    copyToClipboard(link).then(
      () => {
        linkStatus.textContent = words().linkCopied;
      },
      () => {
        linkStatus.textContent = words().linkInAddressBar;
      },
    );
  });
  // A link cut short (by a chat app) cannot be read: said, not passed over in silence.
  if (linkIsBroken(window.location.hash)) linkStatus.textContent = words().linkBroken;
  window.addEventListener('hashchange', () => {
    if (linkIsBroken(window.location.hash)) linkStatus.textContent = words().linkBroken;
    const text = templateFromHash(window.location.hash);
    // The text in the editor is a person's draft: kept, and offered back, before the link replaces it.
    if (text !== undefined) replaceWith(withoutBom(text));
  });

  themeSelect.addEventListener('change', () => {
    writeStorage(storage, THEME_KEY, themeSelect.value);
    applyTheme();
  });
  darkQuery.addEventListener('change', applyTheme);
  languageSelect.addEventListener('change', () => {
    writeStorage(storage, LANGUAGE_KEY, languageSelect.value);
    showPageWords(document, words());
    nameStarters();
    catalogPanel.showWords(words());
    setEditorWords(view, words());
    // A status said in the other language would be read out in it: it is cleared.
    linkStatus.textContent = '';
    validator = validatorFor(catalogChoice.catalog);
    relint(view);
    refreshPreview();
  });

  const catalogPanel = setUpCatalogPanel(
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
    words(),
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

/** Writes `value`; false when the browser refused it (full or denied), true otherwise (no storage at all included). */
function writeStorage(storage: TextStorage | undefined, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return true;
  } catch {
    // Full or denied: the playground works on without remembering.
    return false;
  }
}
