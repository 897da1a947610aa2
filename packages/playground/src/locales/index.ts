// The playground's words in every language core ships, by code: a total table, so a new locale does not
// compile until the page has its words.
import type { LocaleCode } from '@templint/core/locales';
import type { PageWords } from '../page-words.js';
import { en } from './en.js';
import { es } from './es.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { ptBR } from './pt-BR.js';

/** The page's words by the code of each locale core ships. */
export const pageWords: Readonly<Record<LocaleCode, PageWords>> = { en, 'pt-BR': ptBR, es, hi, id };
