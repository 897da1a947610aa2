// The words of the page `templint preview` writes, around the preview and the diagnostics (which core and
// @templint/preview word themselves), in each shipped language. A total table: a new locale does not
// compile until its page has words. `{{n|one:…|other:…}}` picks a plural form.
import { formatMessageIn } from '@templint/core/internal';
import type { LocaleCode } from '@templint/core/locales';
import type { PreviewInteractiveKind, PreviewTemplateKind } from '@templint/preview';
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
  /** Closes the list past the preview's `PROBLEMS_SHOWN_MAX`: `{{count}}` not shown, for plural choices; `{{countText}}` as the language writes it. */
  readonly moreProblems: string;
  readonly error: string;
  readonly warning: string;
  /** The accessible name of the source lines shown around a syntax error. */
  readonly aroundError: string;
  /** The page's title, with `{{file}}`. */
  readonly title: string;
  /** A template's kind in its heading: total tables, so a new kind does not compile until it has words. */
  readonly kinds: Readonly<Record<PreviewTemplateKind, string>>;
  readonly interactiveKinds: Readonly<Record<PreviewInteractiveKind, string>>;
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
    moreProblems: 'And {{countText}} more {{count|one:problem|other:problems}}, not shown here; templint on the file lists them all.',
    error: 'error',
    warning: 'warning',
    aroundError: 'The file around the error',
    title: 'templint preview: {{file}}',
    kinds: { standard: 'standard', carousel: 'carousel', authentication: 'authentication', interactive: 'interactive' },
    interactiveKinds: { reply_buttons: 'reply buttons', list: 'list', text: 'text', flow: 'flow', cta_url: 'cta url', other: 'other' },
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
    moreProblems: 'E mais {{countText}} {{count|one:problema, não mostrado|other:problemas, não mostrados}} aqui; o templint no arquivo lista todos.',
    error: 'erro',
    warning: 'aviso',
    aroundError: 'O arquivo em torno do erro',
    title: 'templint: prévia de {{file}}',
    kinds: { standard: 'padrão', carousel: 'carrossel', authentication: 'autenticação', interactive: 'interativo' },
    interactiveKinds: { reply_buttons: 'botões de resposta', list: 'lista', text: 'texto', flow: 'flow', cta_url: 'URL de CTA', other: 'outro' },
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
    moreProblems: 'Y {{countText}} {{count|one:problema más, no mostrado|other:problemas más, no mostrados}} aquí; templint sobre el archivo los lista todos.',
    error: 'error',
    warning: 'advertencia',
    aroundError: 'El archivo alrededor del error',
    title: 'templint: vista previa de {{file}}',
    kinds: { standard: 'estándar', carousel: 'carrusel', authentication: 'autenticación', interactive: 'interactiva' },
    interactiveKinds: { reply_buttons: 'botones de respuesta', list: 'lista', text: 'texto', flow: 'flow', cta_url: 'URL de CTA', other: 'otra' },
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
    moreProblems: 'और {{countText}} {{count|one:समस्या यहाँ नहीं दिखाई गई|other:समस्याएँ यहाँ नहीं दिखाई गईं}}; फ़ाइल पर templint चलाने से सभी दिखती हैं।',
    error: 'त्रुटि',
    warning: 'चेतावनी',
    aroundError: 'त्रुटि के आसपास की फ़ाइल',
    title: 'templint पूर्वावलोकन: {{file}}',
    kinds: { standard: 'मानक', carousel: 'कैरोसेल', authentication: 'ऑथेंटिकेशन', interactive: 'इंटरैक्टिव' },
    interactiveKinds: { reply_buttons: 'जवाब बटन', list: 'सूची', text: 'टेक्स्ट', flow: 'फ़्लो', cta_url: 'CTA URL', other: 'अन्य' },
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
    moreProblems: 'Dan {{countText}} masalah lain tidak ditampilkan di sini; templint pada berkas ini menampilkan semuanya.',
    error: 'kesalahan',
    warning: 'peringatan',
    aroundError: 'Berkas di sekitar kesalahan',
    title: 'Pratinjau templint: {{file}}',
    kinds: { standard: 'standar', carousel: 'carousel', authentication: 'autentikasi', interactive: 'interaktif' },
    interactiveKinds: { reply_buttons: 'tombol balasan', list: 'daftar', text: 'teks', flow: 'flow', cta_url: 'URL CTA', other: 'lainnya' },
  },
} as const satisfies Record<LocaleCode, PageWords>;

/** The words of the table that are texts (not the tables of kinds). */
type TextWord = { [Key in keyof PageWords]: PageWords[Key] extends string ? Key : never }[keyof PageWords];

/** The page's words in the language `code` names (English for a code templint does not ship). */
export interface PageWord {
  /** A word, its slots filled. */
  (word: TextWord, data?: Readonly<Record<string, string | number>>): string;
  /** A template's kind, with its interactive kind. */
  kind(kind: PreviewTemplateKind, interactiveKind: PreviewInteractiveKind | undefined): string;
  /** A number as the page's language writes it (990,006; 9,90,006 in Hindi). */
  number(value: number): string;
}

/** The page's words in the language `code` names. */
export function pageWords(code: string): PageWord {
  const language = tableLanguage(WORDS, code);
  const words: PageWords = WORDS[language];
  const word = (name: TextWord, data?: Readonly<Record<string, string | number>>): string => formatMessageIn(language, words[name], data ?? {});
  return Object.assign(word, {
    kind: (kind: PreviewTemplateKind, interactiveKind: PreviewInteractiveKind | undefined): string =>
      interactiveKind === undefined ? words.kinds[kind] : `${words.kinds[kind]} (${words.interactiveKinds[interactiveKind]})`,
    number: (value: number): string => new Intl.NumberFormat(language).format(value),
  });
}
