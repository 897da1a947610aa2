import type { Fix, JsonPath } from '../../diagnostic.js';
import { deriveTemplateName } from '../../names/derive-template-name.js';
import { defineRule, type ReportDescriptor, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for template-name-format. */
export const meta: RuleMeta = {
  description: () => 'The machine name uses only lowercase letters, digits and underscores.',
};

export const templateNameFormat: RuleDefinition = defineRule({
  id: 'template-name-format',
  severity: 'error',
  source: 'spec',
  specSection: '2.2',
  fixable: true,
  hasSuggestions: true,
  messages: {
    invalid:
      'The template name has "{{character}}" at position {{position}}; use only lowercase letters a-z, digits and underscores, for example `{{suggestion}}`.',
    rename: 'Rename it `{{name}}`.',
  },
  check({ model, report }) {
    const name = model.templateName?.name;
    if (name === undefined) return;
    const at = firstInvalidIndex(name);
    if (at === -1) return;
    const suggestion = deriveTemplateName(name);
    // The whole character, so a range never ends between the two UTF-16 units of an emoji.
    const character = String.fromCodePoint(name.codePointAt(at) ?? 0);
    report({
      messageId: 'invalid',
      path: NAME_PATH,
      // Every character before it is ASCII (valid), so its UTF-16 offset counts characters.
      data: { character: shown(character), position: at + 1, suggestion: suggestion === '' ? 'order_update' : suggestion },
      range: [at, at + character.length],
      ...renaming(name, suggestion),
    });
  },
});

const NAME_PATH: JsonPath = ['chat_template_data', 'chat_template_name'];

const setName = (name: string): Fix => ({ edits: [{ op: 'set', path: NAME_PATH, value: name }] });

/**
 * A fix when the name has one plausible valid form: only capitals, spaces or hyphens are wrong
 * (`Order-Shipped` is `order_shipped`). Suggestions when more than one is plausible: a camelCase name
 * (`orderShipped`: `ordershipped` or `order_shipped`), or one whose other characters would be dropped
 * (`Sale & Offer`: `sale_offer`, or `sale_and_offer` as a person would write it). None when nothing is left.
 */
function renaming(name: string, derived: string): Pick<ReportDescriptor<'rename'>, 'fix' | 'suggestions'> {
  if (derived === '') return {};
  // With a word break at each lowercase-to-capital step: `order_shipped` where `derived` is `ordershipped`.
  const words = deriveTemplateName(name.replace(/([a-z0-9])([A-Z])/g, '$1_$2'));
  if (words === derived && /^[\w -]+$/.test(name) && name.toLowerCase().replace(/[ -]/g, '_') === derived) return { fix: setName(derived) };
  return { suggestions: [...new Set([derived, words])].map((each) => ({ messageId: 'rename', data: { name: each }, fix: setName(each) })) };
}

/** Invisible, or changing how the text around it reads: a control, format or separator character other than a space. */
const INVISIBLE = /^[\p{C}\p{Z}]$/u;

/**
 * A character as the message quotes it: itself, or its code point (`U+202E`) where the character would show
 * nothing between the quotes, or turn the rest of the message around (a right-to-left override).
 */
function shown(character: string): string {
  if (character === ' ' || !INVISIBLE.test(character)) return character;
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

function firstInvalidIndex(name: string): number {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    const valid = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;
    if (!valid) return index;
  }
  return -1;
}
