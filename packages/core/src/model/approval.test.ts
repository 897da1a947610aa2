import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { indexCatalog } from '../catalog/catalog-index.js';
import { defaultCatalog } from '../catalog/default-catalog.js';
import { rules } from '../rules/index.js';
import { validRequest } from '../testing/arbitraries.js';
import { body, buttons, footer, row, textHeader } from '../testing/builders.js';
import { carouselRequest, ctaUrlRequest, flowRequest, listRequest, normalRequest, replyButtonsRequest, textRequest } from '../testing/fixtures.js';
import { withValue } from '../testing/helpers.js';
import { validateTemplate } from '../validate.js';
import { buildModel } from './build-model.js';

const approvalRules = rules.filter((rule) => rule.source === 'approval');
const approvalIds = new Set(approvalRules.map((rule) => rule.id));
const model = (request: unknown): ReturnType<typeof buildModel> =>
  buildModel(request, { catalog: indexCatalog(defaultCatalog), existingTemplateNames: undefined, flowIds: undefined });

describe('the approval-authority rules', () => {
  test('are errors exactly for the documented refusals (an API error or a hard limit), warnings otherwise', () => {
    const errors = approvalRules.filter((rule) => rule.severity === 'error').map((rule) => rule.id).sort();
    expect(errors).toEqual(
      [
        'approval-footer-max-length',
        'authentication-header',
        'authentication-sample-format',
        'body-max-length',
        'body-text-format',
        'body-variable-placement',
        'button-count',
        'button-field-required',
        'button-order',
        'carousel-card-body-max-length',
        'carousel-card-button-kind',
        'carousel-category',
        'carousel-text-required',
        'copy-code-button-authentication-only',
        'header-variable-count',
        'variable-adjacent',
        'variable-sequence',
        'website-url-format',
        'website-url-variable-end',
        'template-content-duplicate',
        'template-name-deleted',
      ].sort(),
    );
  });

  test('say nothing about interactive templates, which are not sent for approval', () => {
    // Every interactive fixture, broken in ways the approval rules would report elsewhere.
    const breakIt = (request: ReturnType<typeof normalRequest>): ReturnType<typeof normalRequest> => {
      const data = ['chat_template_data'];
      let broken = withValue(request, [...data, 'chat_template_body'], body('{{1}} {{3}}', [row('3', '[x]'), row('3', ' ')]));
      broken = withValue(broken, [...data, 'chat_template_header'], textHeader('*A* {{1}} {{2}} 🎉\n'));
      broken = withValue(broken, [...data, 'chat_template_footer'], footer('~{{1}}~'));
      return withValue(broken, [...data, 'chat_template_button'], [buttons.website('Go {{1}}', 'https://wa.me/{{1}}/x'), buttons.quickReply('A'), buttons.website('a', 'https://bit.ly/x'), buttons.quickReply('A')]);
    };
    for (const build of [replyButtonsRequest, listRequest, textRequest, flowRequest, ctaUrlRequest]) {
      const reported = validateTemplate(breakIt(build())).diagnostics.filter((diagnostic) => approvalIds.has(diagnostic.ruleId));
      expect(reported, build.name).toEqual([]);
    }
  });

  test.prop([validRequest])('report no error on requests valid by construction (which the authority accepts)', (request) => {
    const reported = validateTemplate(request).diagnostics.filter((diagnostic) => approvalIds.has(diagnostic.ruleId));
    expect(reported.filter((diagnostic) => diagnostic.severity !== 'warning')).toEqual([]);
  });
});

describe('model.reviewed', () => {
  test('is the body of a normal template', () => {
    expect(model(normalRequest()).reviewed.messages.map((text) => [text.place, text.slot.textPath])).toEqual([
      ['body', ['chat_template_data', 'chat_template_body', 'chat_template_body_value']],
    ]);
  });

  test("is a carousel's text above the cards and its card bodies, not its own body", () => {
    const request = withValue(carouselRequest(), ['chat_template_data', 'chat_template_body'], body('Unread'));
    expect(model(request).reviewed.messages.map((text) => text.place)).toEqual(['carousel header', 'card body', 'card body']);
    expect(model(request).reviewed.slots.some((slot) => slot.text === 'Unread')).toBe(false);
  });

  test('is empty, as are the reviewed slots, for an interactive template', () => {
    expect(model(replyButtonsRequest()).reviewed.messages).toEqual([]);
    expect(model(listRequest()).reviewed.slots).toEqual([]);
  });

  test('answers for the model it is given, one after the other', () => {
    const first = model(normalRequest());
    const second = model(replyButtonsRequest());
    expect(first.reviewed.messages).toHaveLength(1);
    expect(second.reviewed.messages).toHaveLength(0);
    expect(first.reviewed.messages).toHaveLength(1);
  });
});
