// The one implementation of every "this text is at most N characters" rule: a rule gives its metadata, its
// message, and where to measure what against which limit; counting and reporting live here once
// (valibot's `maxLength(n)`, Spectral's `length` with options).
import type { JsonPath, MessageData } from '../diagnostic.js';
import type { TemplateModel } from '../model/template-model.js';
import { charactersOver } from '../placeholders/characters-over.js';
import { defineRule, type RuleDefinition } from '../rule.js';

/** One text a length rule measures: where it is and the most characters it may have there. */
export interface MeasuredText {
  readonly text: string;
  readonly path: JsonPath;
  readonly limit: number;
  /** What the message names besides the counts, such as the place of the text. */
  readonly names?: MessageData;
  /** The span of the string at `path` the text is, when it is only part of it. */
  readonly range?: readonly [number, number];
}

/** What a text over its limit measured. */
export interface Excess {
  /** The text's length, each `{{variable}}` counting as 1 (`countCharacters`). */
  readonly count: number;
  readonly limit: number;
  /** How many characters too many: `count - limit`. */
  readonly excess: number;
}

/** A length rule: everything `defineRule` takes but its messages and check, plus the one message and the texts. */
export interface MaxLengthRuleSpec extends Omit<RuleDefinition<'tooLong'>, 'docsUrl' | 'messages' | 'check'> {
  /** The `tooLong` message. */
  readonly message: string;
  /** The texts to measure, in the order they are reported. */
  readonly texts: (model: TemplateModel) => Iterable<MeasuredText>;
  /** The message data of a text over its limit; by default its names, then count, limit and excess. */
  readonly data?: (excess: Excess, names: MessageData | undefined) => MessageData;
}

/** Declares a rule that reports, with message id `tooLong`, every text longer than its limit. */
export function maxLengthRule({ message, texts, data = namesThenCounts, ...rule }: MaxLengthRuleSpec): RuleDefinition<'tooLong'> {
  return defineRule<'tooLong'>({
    ...rule,
    messages: { tooLong: message },
    check({ model, report }) {
      for (const { text, path, limit, names, range } of texts(model)) {
        const count = charactersOver(text, limit);
        if (count === undefined) continue;
        const reported = data({ count, limit, excess: count - limit }, names);
        report(range ? { messageId: 'tooLong', path, data: reported, range } : { messageId: 'tooLong', path, data: reported });
      }
    },
  });
}

function namesThenCounts({ count, limit, excess }: Excess, names: MessageData | undefined): MessageData {
  return { ...names, count, limit, excess };
}
