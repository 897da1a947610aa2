// What a directory walk lints when the config names no `files`: the JSON files that hold create
// requests. package.json, lock files, tsconfig.json (comments and all), editor settings and the catalog
// file are skipped without a word (issue 13).

import { CREATE_REQUEST } from '@templint/core/internal';
import { NOT_JSON, parseJson, withoutBom } from '../lint-text.js';
import { decodeUtf8, lenientText } from '../read/decode-utf8.js';
import { MAX_LINTED_FILE_BYTES, readRegularFile } from '../read/read-file.js';
import type { CliFileSystem } from './file-system.js';

/** The keys only a create request has at its top level: the ones spec 2.1 requires always. */
const REQUEST_KEYS: readonly string[] = Object.entries(CREATE_REQUEST.fields)
  .filter(([, field]) => field.required === true)
  .map(([key]) => key);

/**
 * The keys of a create request's top level, quoted as a JSON text writes them, but `$schema`, which many
 * JSON files have (a tsconfig.json with comments): a text cut short before its first required key
 * (`{ "chat_template_id": null, "provider_integr`) is a broken template too (found by QA: it was passed
 * over in silence, and the run passed).
 */
const QUOTED_TOP_LEVEL_KEYS: readonly string[] = Object.keys(CREATE_REQUEST.fields)
  .filter((key) => key !== '$schema')
  .map((key) => `"${key}"`);

/**
 * True when the text holds a create request (an object with `chat_template_data` or
 * `provider_integration_chat_id`) or an array with one; text that is not JSON counts when it names any
 * key of a request's top level, so a broken template is reported rather than skipped.
 */
export function holdsCreateRequests(text: string): boolean {
  return valueHoldsCreateRequests(parseJson(text), text);
}

/** `holdsCreateRequests` for a text whose `parseJson` value the caller already has. */
export function valueHoldsCreateRequests(value: unknown, text: string): boolean {
  if (value === NOT_JSON) return QUOTED_TOP_LEVEL_KEYS.some((key) => text.includes(key));
  return Array.isArray(value) ? value.some(isCreateRequest) : isCreateRequest(value);
}

function isCreateRequest(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && REQUEST_KEYS.some((key) => Object.hasOwn(value, key));
}

/**
 * Whether a walk lints the file it found (the config has no `files`), read as `lintFile` reads it: it
 * holds create requests (a file that is not UTF-8 read leniently, as a UTF-16 template is still one), or it
 * cannot be read at all, which the run reports as a fault of that file.
 */
export function sniffLints(fs: CliFileSystem, path: string): boolean {
  const read = readRegularFile(fs, path, { maxBytes: MAX_LINTED_FILE_BYTES });
  if (typeof read === 'string') return true;
  const decoded = decodeUtf8(read.bytes);
  return holdsCreateRequests('problem' in decoded ? lenientText(read.bytes) : withoutBom(decoded.text));
}
