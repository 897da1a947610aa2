import { trimEdges } from '../internal/trim-edges.js';
import { TEMPLATE_NAME_MAX_LENGTH } from '../spec/limits.js';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_NAME_CHARACTERS = /[^a-z0-9]+/g;
const isUnderscore = (character: string): boolean => character === '_';

/**
 * Derives a valid machine name (`chat_template_name`: lowercase letters, digits and underscores, at
 * most 512 characters) from a display name: accents are dropped, every other run of characters becomes
 * one underscore. Returns `''` when nothing usable is left (for example a display name of only emoji).
 */
export function deriveTemplateName(displayName: string): string {
  if (typeof displayName !== 'string') return '';
  const words = trimEdges(displayName.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(NOT_NAME_CHARACTERS, '_'), isUnderscore, isUnderscore);
  return trimEdges(words.slice(0, TEMPLATE_NAME_MAX_LENGTH), isUnderscore, isUnderscore);
}
