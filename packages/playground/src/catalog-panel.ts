// The catalog panel: shows the catalog in use (every list with its ids and names) and lets a person
// paste or load the account's catalog, or go back to the example one.
import type { Catalog, CatalogProblem } from '@templint/core';
import { EXAMPLE_CATALOG, readCatalogText, rememberCatalog, type CatalogChoice, type TextStorage } from './catalog-choice.js';

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

/** The catalog lists in the order the panel shows them, with their headings. */
const LISTS: readonly (readonly [keyof Catalog, string])[] = [
  ['templateTypes', 'Template types'],
  ['categories', 'Categories'],
  ['languages', 'Languages'],
  ['headerTypes', 'Header types'],
  ['interactiveTypes', 'Interactive types'],
  ['buttonTypes', 'Button types'],
  ['dynamicVariableTypes', 'Variable types'],
];

/** Wires the panel; `onChange` gets each catalog a person chooses (already remembered in `storage`). */
export function setUpCatalogPanel(
  elements: CatalogPanelElements,
  initial: CatalogChoice,
  storage: TextStorage | undefined,
  onChange: (choice: CatalogChoice) => void,
): void {
  const choose = (choice: CatalogChoice, text: string | undefined, origin: string): void => {
    rememberCatalog(storage, text);
    showCatalog(elements, choice, origin);
    showProblems(elements.problems, []);
    onChange(choice);
  };
  const useText = (text: string, origin: string): void => {
    const reading = readCatalogText(text);
    if (reading.ok) choose({ catalog: reading.catalog, source: 'custom' }, text, origin);
    else showProblems(elements.problems, reading.problems);
  };
  elements.use.addEventListener('click', () => {
    useText(elements.text.value, 'pasted');
  });
  elements.file.addEventListener('change', () => {
    const file = elements.file.files?.[0];
    if (!file) return;
    file.text().then(
      (text) => {
        elements.text.value = text;
        useText(text, `loaded from ${file.name}`);
      },
      (error: unknown) => {
        showProblems(elements.problems, [{ path: '', message: `cannot read ${file.name} (${error instanceof Error ? error.message : String(error)})` }]);
      },
    );
    elements.file.value = '';
  });
  elements.reset.addEventListener('click', () => {
    choose(EXAMPLE_CATALOG, undefined, 'bundled');
  });
  showCatalog(elements, initial, initial.source === 'custom' ? 'remembered in this browser' : 'bundled');
}

function showCatalog(elements: CatalogPanelElements, choice: CatalogChoice, origin: string): void {
  elements.status.textContent = choice.source === 'example' ? `In use: the example catalog (${origin}).` : `In use: your catalog (${origin}).`;
  elements.status.dataset.source = choice.source;
  elements.reset.disabled = choice.source === 'example';
  elements.lists.replaceChildren(
    ...LISTS.map(([key, heading]) => {
      const entries: readonly { readonly id: number; readonly name: string }[] = choice.catalog[key];
      const details = document.createElement('details');
      const summary = document.createElement('summary');
      summary.textContent = `${heading} (${String(entries.length)})`;
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
