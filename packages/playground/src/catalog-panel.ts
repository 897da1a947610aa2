// The catalog panel: shows the catalog in use (every list with its ids and names) and lets a person
// paste or load the account's catalog, or go back to the example one.
import type { CatalogProblem } from '@templint/core';
import { EXAMPLE_CATALOG, readCatalogText, rememberCatalog, type CatalogChoice, type TextStorage } from './catalog-choice.js';
import { CATALOG_LISTS } from './catalog-lists.js';
import { fillWord, type PageWords } from './page-words.js';

/** The panel's elements, found by id in index.html. */
export interface CatalogPanelElements {
  readonly status: HTMLElement;
  readonly lists: HTMLElement;
  readonly text: HTMLTextAreaElement;
  readonly use: HTMLButtonElement;
  readonly file: HTMLInputElement;
  readonly reset: HTMLButtonElement;
  readonly problems: HTMLElement;
}

/** Where the catalog in use came from, as the status line says. */
type Origin = { readonly kind: 'bundled' | 'pasted' | 'remembered' } | { readonly kind: 'loaded'; readonly name: string };

/** The wired panel: `showWords` shows it in another language. */
export interface CatalogPanel {
  showWords(words: PageWords): void;
}

/** Wires the panel; `onChange` gets each catalog a person chooses (already remembered in `storage`). */
export function setUpCatalogPanel(
  elements: CatalogPanelElements,
  initial: CatalogChoice,
  storage: TextStorage | undefined,
  initialWords: PageWords,
  onChange: (choice: CatalogChoice) => void,
): CatalogPanel {
  let words = initialWords;
  let shown: { choice: CatalogChoice; origin: Origin } = { choice: initial, origin: { kind: initial.source === 'custom' ? 'remembered' : 'bundled' } };
  const choose = (choice: CatalogChoice, text: string | undefined, origin: Origin): void => {
    rememberCatalog(storage, text);
    shown = { choice, origin };
    showCatalog(elements, shown.choice, shown.origin, words);
    showProblems(elements.problems, []);
    onChange(choice);
  };
  const useText = (text: string, origin: Origin): void => {
    const reading = readCatalogText(text, (detail) => fillWord(words, words.catalogNotJson, { detail }));
    if (reading.ok) choose({ catalog: reading.catalog, source: 'custom' }, text, origin);
    else showProblems(elements.problems, reading.problems);
  };
  elements.use.addEventListener('click', () => {
    useText(elements.text.value, { kind: 'pasted' });
  });
  elements.file.addEventListener('change', () => {
    const file = elements.file.files?.[0];
    if (!file) return;
    file.text().then(
      (text) => {
        elements.text.value = text;
        useText(text, { kind: 'loaded', name: file.name });
      },
      (error: unknown) => {
        showProblems(elements.problems, [{ path: '', message: fillWord(words, words.catalogUnreadable, { name: file.name, detail: error instanceof Error ? error.message : String(error) }) }]);
      },
    );
    elements.file.value = '';
  });
  elements.reset.addEventListener('click', () => {
    choose(EXAMPLE_CATALOG, undefined, { kind: 'bundled' });
  });
  showCatalog(elements, shown.choice, shown.origin, words);
  return {
    showWords(next) {
      words = next;
      showCatalog(elements, shown.choice, shown.origin, words);
    },
  };
}

function showCatalog(elements: CatalogPanelElements, choice: CatalogChoice, origin: Origin, words: PageWords): void {
  const from = origin.kind === 'loaded' ? fillWord(words, words.catalogLoaded, { name: origin.name }) : { bundled: words.catalogBundled, pasted: words.catalogPasted, remembered: words.catalogRemembered }[origin.kind];
  elements.status.textContent = fillWord(words, choice.source === 'example' ? words.catalogInUseExample : words.catalogInUseCustom, { origin: from });
  elements.status.dataset.source = choice.source;
  elements.reset.disabled = choice.source === 'example';
  // Which lists were open stays as it was.
  const open = new Set([...elements.lists.querySelectorAll<HTMLDetailsElement>('details[open]')].map((details) => details.dataset.list));
  elements.lists.replaceChildren(
    ...CATALOG_LISTS.map((key) => {
      const entries: readonly { readonly id: number; readonly name: string }[] = choice.catalog[key];
      const details = document.createElement('details');
      details.dataset.list = key;
      details.open = open.has(key);
      const summary = document.createElement('summary');
      summary.textContent = `${words.catalogLists[key]} (${String(entries.length)})`;
      const list = document.createElement('ul');
      list.append(
        ...entries.map((entry) => {
          const item = document.createElement('li');
          item.textContent = `${String(entry.id)}: ${entry.name}`;
          return item;
        }),
      );
      details.append(summary, list);
      return details;
    }),
  );
}

function showProblems(target: HTMLElement, problems: readonly CatalogProblem[]): void {
  target.replaceChildren(
    ...problems.map((problem) => {
      const item = document.createElement('li');
      item.textContent = problem.path === '' ? problem.message : `${problem.path}: ${problem.message}`;
      return item;
    }),
  );
  target.hidden = problems.length === 0;
}
