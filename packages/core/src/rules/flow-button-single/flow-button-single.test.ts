import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { buttons, type JsonRecord } from '../../testing/builders.js';
import { carouselRequest, flowRequest, normalRequest, validRequests } from '../../testing/fixtures.js';
import { buttonPath, diagnosticsOf, withValue } from '../../testing/helpers.js';

const RULE = 'flow-button-single';
const BUTTONS = ['chat_template_data', 'chat_template_button'];


const flow = (): JsonRecord => buttons.flow('Book now', '1234567890');

describe('flow-button-single', () => {
  test('accepts every valid fixture', () => {
    for (const [name, request] of Object.entries(validRequests)) {
      expect(diagnosticsOf(request(), RULE), name).toEqual([]);
    }
  });

  test('accepts one Flow button beside buttons of other kinds', () => {
    const request = withValue(normalRequest(), [...BUTTONS, 2], flow());
    expect(diagnosticsOf(request, RULE)).toEqual([]);
  });

  test('reports a second Flow button, at that button', () => {
    const request = withValue(flowRequest(), [...BUTTONS, 1], flow());
    expect(diagnosticsOf(request, RULE)).toEqual([
      expect.objectContaining({ messageId: 'extra', path: buttonPath(1), data: { number: 2, max: 1 } }),
    ]);
  });

  test('reports the second and the third of three Flow buttons', () => {
    const request = withValue(flowRequest(), BUTTONS, [flow(), flow(), flow()]);
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'extra', path: buttonPath(1), data: { number: 2, max: 1 } },
      { messageId: 'extra', path: buttonPath(2), data: { number: 3, max: 1 } },
    ]);
  });

  test('counts Flow buttons across carousel cards as one template', () => {
    const cards = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card'];
    const request = withValue(withValue(carouselRequest(), [...cards, 0, 'chat_template_button', 1], flow()), [...cards, 1, 'chat_template_button', 1], flow());
    expect(diagnosticsOf(request, RULE)).toMatchObject([
      { messageId: 'extra', path: [...cards, 1, 'chat_template_button', 1, 'chat_template_button_data', 0], data: { number: 2 } },
    ]);
  });

  test.prop([fc.array(fc.constantFrom('flow', 'quick_reply', 'website'), { maxLength: 8 })])(
    'k Flow buttons among other buttons yield max(0, k - 1) reports, at every Flow button after the first',
    (kinds) => {
      const list = kinds.map((kind) =>
        kind === 'flow' ? flow() : kind === 'website' ? buttons.website('Visit', 'https://example.com') : buttons.quickReply('Yes'),
      );
      const flowIndexes = kinds.flatMap((kind, index) => (kind === 'flow' ? [index] : []));
      const diagnostics = diagnosticsOf(withValue(normalRequest(), BUTTONS, list), RULE);
      expect(diagnostics).toHaveLength(Math.max(0, flowIndexes.length - 1));
      expect(diagnostics.map(({ path, data }) => ({ path, data }))).toEqual(
        flowIndexes.slice(1).map((index, position) => ({ path: buttonPath(index), data: { number: position + 2, max: 1 } })),
      );
    },
  );
});
