import { defineLocale } from '../locale/define-locale.js';
import type { Locale } from '../locale/locale.js';

/** English: every message is the rule's own. */
export const en: Locale = defineLocale({ code: 'en', messages: {} });
