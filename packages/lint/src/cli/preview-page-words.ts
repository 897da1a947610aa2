// The words of the page `templint preview` writes, around the preview and the diagnostics (which core and
// @templint/preview word themselves), in each shipped language. A total table: a new locale does not
// compile until its page has words. `{{n|one:…|other:…}}` picks a plural form.
import { formatMessageIn } from '@templint/core/internal';
import type { LocaleCode } from '@templint/core/locales';
import { tableLanguage } from '../locale-table.js';

/** The page's own words in one language. */
interface PageWords {
  /** The heading of the request of a one-request file. */
  readonly request: string;
  /** The heading of each request of an array file. */
  readonly requestOf: string;
  /** The heading of problems of an array file that name no request. */
  readonly theFile: string;
  readonly noName: string;
  readonly noLanguage: string;
  /** A language id the catalog does not list. */
  readonly language: string;
  readonly noProblems: string;
  readonly problems: string;
  readonly error: string;
  readonly warning: string;
  /** The accessible name of the source lines shown around a syntax error. */
  readonly aroundError: string;
}

const WORDS = {
  en: {
    request: 'Request',
    requestOf: 'Request {{index}} of {{count}}',
    theFile: 'The file',
    noName: 'no name',
    noLanguage: 'no language',
    language: 'language {{id}}',
    noProblems: 'No problems.',
    problems: '{{count}} {{count|one:problem|other:problems}}',
    error: 'error',
    warning: 'warning',
    aroundError: 'The file around the error',
  },
  'pt-BR': {
    request: 'Solicitação',
    requestOf: 'Solicitação {{index}} de {{count}}',
    theFile: 'O arquivo',
    noName: 'sem nome',
    noLanguage: 'sem idioma',
    language: 'idioma {{id}}',
    noProblems: 'Nenhum problema.',
    problems: '{{count}} {{count|one:problema|other:problemas}}',
    error: 'erro',
    warning: 'aviso',
    aroundError: 'O arquivo em torno do erro',
  },
  es: {
    request: 'Solicitud',
    requestOf: 'Solicitud {{index}} de {{count}}',
    theFile: 'El archivo',
    noName: 'sin nombre',
    noLanguage: 'sin idioma',
    language: 'idioma {{id}}',
    noProblems: 'Ningún problema.',
    problems: '{{count}} {{count|one:problema|other:problemas}}',
    error: 'error',
    warning: 'advertencia',
    aroundError: 'El archivo alrededor del error',
  },
  hi: {
    request: 'अनुरोध',
    requestOf: 'अनुरोध {{index}} / {{count}}',
    theFile: 'फ़ाइल',
    noName: 'कोई नाम नहीं',
    noLanguage: 'कोई भाषा नहीं',
    language: 'भाषा {{id}}',
    noProblems: 'कोई समस्या नहीं।',
    problems: '{{count}} {{count|one:समस्या|other:समस्याएँ}}',
    error: 'त्रुटि',
    warning: 'चेतावनी',
    aroundError: 'त्रुटि के आसपास की फ़ाइल',
  },
  id: {
    request: 'Permintaan',
    requestOf: 'Permintaan {{index}} dari {{count}}',
    theFile: 'Berkas',
    noName: 'tanpa nama',
    noLanguage: 'tanpa bahasa',
    language: 'bahasa {{id}}',
    noProblems: 'Tidak ada masalah.',
    problems: '{{count}} masalah',
    error: 'kesalahan',
    warning: 'peringatan',
    aroundError: 'Berkas di sekitar kesalahan',
  },
} as const satisfies Record<LocaleCode, PageWords>;

/** A page word in the language `code` names (English for a code templint does not ship), its slots filled. */
export type PageWord = (word: keyof PageWords, data?: Readonly<Record<string, string | number>>) => string;

/** The page's words in the language `code` names. */
export function pageWords(code: string): PageWord {
  const language = tableLanguage(WORDS, code);
  return (word, data) => formatMessageIn(language, WORDS[language][word], data ?? {});
}
