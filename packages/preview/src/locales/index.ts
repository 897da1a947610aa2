// `@templint/preview/locales`: the preview's words in every shipped language, by code, for tools that choose
// one by name (the playground, `templint preview`). A page imports the one it uses from its own subpath.
import type { LocaleCode } from '@templint/core/locales';
import { ENGLISH_LABELS, type PreviewLabels } from '../html/labels.js';
import { es } from './es.js';
import { hi } from './hi.js';
import { id } from './id.js';
import { ptBR } from './pt-BR.js';

export type { PreviewLabels } from '../html/labels.js';

/** The preview's words by the code of each locale core ships. */
export const previewLabels: Readonly<Record<LocaleCode, PreviewLabels>> = { en: ENGLISH_LABELS, 'pt-BR': ptBR, es, hi, id };
