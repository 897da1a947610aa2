// Which script a language of the catalog is written in: the one table `language-script` reads. A language
// is found by its code's first part (`pt` of `pt_BR`), so every region of a language shares its script.

/** The scripts templint knows a language by. */
export const SCRIPTS = ['Latin', 'Devanagari', 'Arabic'] as const;
/** A script templint knows a language by. */
export type Script = (typeof SCRIPTS)[number];

/**
 * Languages whose script is known, by the first part of their code (ISO 639-1, lowercase). A language not
 * listed is skipped, never guessed.
 */
export const LANGUAGE_SCRIPTS: Readonly<Record<string, Script>> = Object.freeze({
  en: 'Latin',
  es: 'Latin',
  pt: 'Latin',
  id: 'Latin',
  hi: 'Devanagari',
  ar: 'Arabic',
} satisfies Record<string, Script>);

/** A letter (not a mark, digit or symbol) of each script; sticky, tried at one offset. */
const SCRIPT_LETTER = {
  Latin: /(?=\p{L})\p{sc=Latin}/uy,
  Devanagari: /(?=\p{L})\p{sc=Devanagari}/uy,
  Arabic: /(?=\p{L})\p{sc=Arabic}/uy,
} as const satisfies Record<Script, RegExp>;

/** The script of a language code such as `en`, `pt_BR` or `hi-IN`; undefined for a language not in the table. */
export function scriptOfLanguage(code: string): Script | undefined {
  const base = code.split(/[_-]/u, 1)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(LANGUAGE_SCRIPTS, base) ? LANGUAGE_SCRIPTS[base] : undefined;
}

/** True when the code point at `index` of `text` is a letter of `script`. */
export function isScriptLetterAt(text: string, index: number, script: Script): boolean {
  const pattern = SCRIPT_LETTER[script];
  pattern.lastIndex = index;
  return pattern.test(text);
}
