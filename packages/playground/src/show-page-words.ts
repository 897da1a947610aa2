// The page's fixed words (index.html's bar, headings, catalog panel and accessible names) shown in one
// language: each element names its word in `data-word` (its text) or `data-word-label` (its aria-label),
// so index.html reads in English before the script runs and in the chosen language after.
import { messageParts } from '@templint/preview';
import type { PageWord, PageWords } from './page-words.js';

/** Shows `words` in every element of `root` that names one, and sets `<html lang>` to their language. */
export function showPageWords(root: Document, words: PageWords): void {
  root.documentElement.lang = words.code;
  for (const element of root.querySelectorAll<HTMLElement>('[data-word]')) {
    const word = wordOf(words, element.dataset.word);
    if (word !== undefined) showWord(element, word);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-word-label]')) {
    const word = wordOf(words, element.dataset.wordLabel);
    if (word !== undefined) element.setAttribute('aria-label', word);
  }
}

/** Shows a word as an element's text, a name it quotes between backticks as code. */
export function showWord(element: HTMLElement, word: string): void {
  element.replaceChildren(
    ...messageParts(word).map((part) => {
      if (!part.code) return part.text;
      const code = element.ownerDocument.createElement('code');
      code.textContent = part.text;
      return code;
    }),
  );
}

/** The word a `data-word` attribute names; undefined for a name that is not one of the page's single words. */
export function wordOf(words: PageWords, name: string | undefined): string | undefined {
  if (name === undefined || !Object.hasOwn(words, name)) return undefined;
  const word: unknown = words[name as PageWord];
  return typeof word === 'string' ? word : undefined;
}
