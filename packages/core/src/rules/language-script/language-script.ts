import { isScriptLetterAt, scriptOfLanguage, type Script } from '../../catalog/language-scripts.js';
import { asId } from '../../internal/json.js';
import type { MessageText } from '../../model/approval.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { partLabel } from '../section-label.js';

const LETTER = /\p{L}/uy;

/** What a message text holds outside its variables: any letter, and a letter of the script. */
interface Letters {
  readonly any: boolean;
  readonly ofScript: boolean;
}

/** One pass over the text, skipping its `{{variables}}` (a named one is Latin whatever the language). */
function lettersOf({ slot }: MessageText, script: Script): Letters {
  const { text } = slot;
  const { placeholders } = slot.parsed;
  let any = false;
  let next = 0;
  for (let index = 0; index < text.length; index += 1) {
    const placeholder = placeholders[next];
    if (placeholder && index >= placeholder.start) {
      index = placeholder.end - 1;
      next += 1;
      continue;
    }
    if (text.charCodeAt(index) < 0x41) continue;
    LETTER.lastIndex = index;
    if (!LETTER.test(text)) continue;
    any = true;
    if (isScriptLetterAt(text, index, script)) return { any, ofScript: true };
  }
  return { any, ofScript: false };
}

/** What tooling shows for language-script. */
export const meta: RuleMeta = {
  description: () => 'A template sent for approval has message text in the script of its declared language (Hindi in Devanagari; English, Spanish, Portuguese and Indonesian in Latin; Arabic in Arabic).',
};

export const languageScript: RuleDefinition = defineRule({
  id: 'language-script',
  severity: 'warning',
  source: 'approval',
  messages: {
    noLetterOfScript:
      'The template is declared in {{language}} ({{code}}), written in {{script}} script, but its {{place}} has no {{script}} letter; the approval authority rejects a template whose language does not match its content (TAG_CONTENT_MISMATCH). Choose the language the text is in, or write the text in {{language}}.',
  },
  check({ model, report }) {
    const languageId = asId(model.fields.languageId.value);
    const language = languageId === undefined ? undefined : model.catalog.languages.get(languageId);
    if (language === undefined || typeof language.code !== 'string') return;
    const script = scriptOfLanguage(language.code);
    if (script === undefined) return;
    let first: MessageText | undefined;
    for (const message of model.reviewed.messages) {
      const letters = lettersOf(message, script);
      if (letters.ofScript) return;
      if (letters.any) first ??= message;
    }
    // A text of no letters at all (digits, variables) says nothing of its language.
    if (first === undefined) return;
    report({
      messageId: 'noLetterOfScript',
      path: first.slot.textPath,
      data: { language: language.name, code: language.code, script, place: partLabel(first.place, first.slot.cardIndex) },
    });
  },
});
