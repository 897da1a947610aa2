import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { button, buttons, field, type JsonRecord } from '../../testing/builders.js';
import { normalRequest, replyButtonsRequest, validRequests } from '../../testing/fixtures.js';
import { diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'button-order';
const BUTTONS = ['chat_template_data', 'chat_template_button'];
const entry = (index: number): (string | number)[] => [...BUTTONS, index, 'chat_template_button_data', 0];

const reply = (): JsonRecord => buttons.quickReply('Yes');
const website = (): JsonRecord => buttons.website('Visit us', 'https://shop.example.com');
const phone = (): JsonRecord => buttons.phone('Call us', '+15550100');

function withButtons(items: JsonRecord[]): ReturnType<typeof normalRequest> {
  return withValue(normalRequest(), BUTTONS, items);
}

describe('button-order', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) expect(diagnosticsOf(request(), RULE), name).toEqual([]);
  });

  test('accepts quick replies before the other buttons, and after them', () => {
    expect(diagnosticsOf(withButtons([reply(), reply(), website(), phone()]), RULE)).toEqual([]);
    expect(diagnosticsOf(withButtons([website(), phone(), reply(), reply()]), RULE)).toEqual([]);
  });

  test('reports quick replies split by another button, at the second group', () => {
    expect(diagnosticsOf(withButtons([reply(), website(), reply()]), RULE)).toEqual([
      expect.objectContaining({ messageId: 'split', path: entry(2), data: { kind: 'quick reply' }, severity: 'warning' }),
    ]);
  });

  test('reports quick replies between other buttons', () => {
    expect(diagnosticsOf(withButtons([website(), reply(), phone(), reply()]), RULE)).toEqual([
      expect.objectContaining({ messageId: 'split', path: entry(2), data: { kind: 'phone' } }),
    ]);
  });

  test('skips buttons of unknown kind', () => {
    expect(diagnosticsOf(withButtons([reply(), button(9, 99, [field(99, 'Text', 'x')]), reply()]), RULE)).toEqual([]);
  });

  test('ignores interactive templates', () => {
    expect(diagnosticsOf(withValue(replyButtonsRequest(), BUTTONS, [reply(), website(), reply()]), RULE)).toEqual([]);
  });

  test.prop([fc.array(fc.boolean(), { maxLength: 10 })])('reports iff the buttons form more than two runs, at the first button of the third', (kinds) => {
    const runStarts = kinds.flatMap((quick, index) => (index === 0 || kinds[index - 1] !== quick ? [index] : []));
    const third = runStarts[2];
    const expected = third === undefined ? [] : [entry(third)];
    const items = kinds.map((quick) => (quick ? reply() : website()));
    expect(diagnosticsOf(withButtons(items), RULE).map((diagnostic) => diagnostic.path)).toEqual(expected);
  });
});
