// The rule pages quote the phrase lists in tables: each table must hold its list, so neither goes stale.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DO_NOT_SHARE_PHRASES, ONE_TIME_PASSCODE_PHRASES, PHRASE_LANGUAGES, PROMOTIONAL_PHRASES, type PhraseLanguage, type PhraseLists } from '@templint/core/internal';

const LANGUAGE_NAMES: Readonly<Record<PhraseLanguage, string>> = { en: 'English', es: 'Spanish', pt: 'Portuguese', hi: 'Hindi', id: 'Indonesian' };

/** A phrase as the finder reads it: any case, a hyphen as a space. */
const normal = (phrase: string): string => phrase.trim().toLowerCase().replaceAll('-', ' ');

/** The rows of the table that follows `heading` on the page: language name to its phrases. */
function table(page: string, after: string): Map<string, string[]> {
  const text = readFileSync(new URL(`../docs/rules/${page}.md`, import.meta.url), 'utf8');
  const from = text.indexOf(after);
  const rows = new Map<string, string[]>();
  for (const line of text.slice(text.indexOf('| language | phrases |', from)).split('\n').slice(2)) {
    if (!line.startsWith('| ')) break;
    const [language = '', phrases = ''] = line.slice(2, -2).split(' | ');
    rows.set(language, phrases.split(', ').map(normal));
  }
  return rows;
}

describe.each([
  ['otp-outside-authentication', 'phrase that names a one-time passcode', ONE_TIME_PASSCODE_PHRASES],
  ['otp-outside-authentication', 'DO_NOT_SHARE_PHRASES', DO_NOT_SHARE_PHRASES],
  ['utility-promotional-wording', '', PROMOTIONAL_PHRASES],
] as const)('docs/rules/%s.md, the table after "%s"', (page, after, lists: PhraseLists) => {
  test('holds every language\'s list, and only it', () => {
    const rows = table(page, after);
    const expected = new Map(PHRASE_LANGUAGES.filter((language) => lists[language].length > 0).map((language) => [LANGUAGE_NAMES[language], lists[language].map(normal)]));
    expect(rows).toEqual(expected);
  });
});
