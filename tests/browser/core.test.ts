// @templint/core in a real browser (headless Chromium, vitest browser mode): "imported by frontends" is
// proven, not assumed. A smoke suite, not the whole of core's tests: every valid fixture is valid, every
// rule family (and most rules in it) reports on requests made to break it, every rule of core belongs to
// a family covered here, and the text helpers work.
import { countCharacters, deriveTemplateName, parsePlaceholders, rules, validateTemplate, validateTemplates, type ValidateOptions } from '@templint/core';
import {
  authenticationRequest,
  body,
  buttons,
  carouselRequest,
  ctaUrlRequest,
  flowRequest,
  listRequest,
  mediaHeader,
  namedRequest,
  normalRequest,
  replyButtonsRequest,
  row,
  textRequest,
  validRequest,
  validRequests,
  withValue,
  footer,
  type Json,
  type JsonRecord,
} from '@templint/core/testing';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

/** The browser's globals, typed here because the tests' tsconfig has no DOM lib. */
const browser = globalThis as unknown as {
  window?: unknown;
  document?: { createElement?: unknown };
  navigator?: { userAgent?: string };
};

describe('the environment', () => {
  test('is a real Chromium page, not Node', () => {
    expect(typeof browser.window).toBe('object');
    expect(browser.window).toBe(globalThis);
    expect(typeof browser.document?.createElement).toBe('function');
    expect(browser.navigator?.userAgent).toMatch(/(HeadlessChrome|Chrome)\/\d+/);
    expect(typeof (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node).not.toBe('string');
  });
});

describe('valid requests', () => {
  for (const [name, make] of Object.entries(validRequests)) {
    test(`the ${name} fixture is valid`, () => {
      const { valid, diagnostics } = validateTemplate(make());
      expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
      expect(valid).toBe(true);
    });
  }

  test('generated valid requests of every kind have no errors', () => {
    fc.assert(
      fc.property(validRequest, (request) => validateTemplate(request).valid),
      { numRuns: 50, seed: 6 },
    );
  });
});

const DATA = 'chat_template_data';
const BODY_VALUE = [DATA, 'chat_template_body', 'chat_template_body_value'];
const BODY_ROWS = [DATA, 'chat_template_body', 'chat_template_body_variable_data'];
const HEADER_VALUE = [DATA, 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_value'];
const BUTTON_LIST = [DATA, 'chat_template_button'];
const CARDS = [DATA, 'chat_template_carousel', 'chat_template_carousel_card'];
/** The value of the first field of the first data entry of button `index`. */
const buttonText = (index: number): (string | number)[] => [
  ...BUTTON_LIST,
  index,
  'chat_template_button_data',
  0,
  'chat_template_button_sub_type_field_data',
  0,
  'chat_template_button_sub_type_field_value',
];

interface Case {
  readonly ruleId: string;
  readonly request: () => unknown;
  readonly options?: ValidateOptions;
  /** The request is an array of requests, validated together (`validateTemplates`): a rule that compares templates. */
  readonly together?: true;
}

const set = (make: () => JsonRecord, path: (string | number)[], value: Json | undefined) => (): JsonRecord => withValue(make(), path, value);

const SHAPE = 'request shape, types and ids';
const NAME = 'template name';
const HEADER = 'header';
const BODY = 'body, placeholders and variables';
const FOOTER = 'footer';
const BUTTONS = 'buttons';
const CAROUSEL = 'carousel';
const AUTHENTICATION = 'authentication';
const INTERACTIVE = 'interactive';
const SET = 'templates compared together';

/** The family of a rule by its id (a whole id, or a prefix shared by the family's rules). */
const FAMILY_BY_ID_PREFIX: readonly (readonly [string, string])[] = [
  ['request-shape', SHAPE],
  ['field-type', SHAPE],
  ['unknown-field', SHAPE],
  ['provider-integration-id', SHAPE],
  ['known-catalog-id', SHAPE],
  ['language-category-required', SHAPE],
  ['template-name-duplicate', SET],
  ['template-name-deleted', SET],
  ['template-content-duplicate', SET],
  ['template-name-', NAME],
  ['header-', HEADER],
  ['body-', BODY],
  ['placeholder-', BODY],
  ['variable-', BODY],
  ['named-parameter-', BODY],
  ['language-script', BODY],
  ['otp-outside-authentication', BODY],
  ['utility-promotional-wording', BODY],
  ['footer-', FOOTER],
  ['approval-footer-', FOOTER],
  ['plain-text-', FOOTER],
  ['phone-button-', BUTTONS],
  ['button-', BUTTONS],
  ['copy-code-', BUTTONS],
  ['catalog-button-', BUTTONS],
  ['flow-', BUTTONS],
  ['website-url-', BUTTONS],
  ['offer-code-', BUTTONS],
  ['carousel-', CAROUSEL],
  ['authentication-', AUTHENTICATION],
  ['code-expiration-', AUTHENTICATION],
  ['interactive-', INTERACTIVE],
];

function familyOf(ruleId: string): string | undefined {
  return FAMILY_BY_ID_PREFIX.find(([prefix]) => ruleId === prefix || (prefix.endsWith('-') && ruleId.startsWith(prefix)))?.[1];
}

/** Requests that each break one rule's condition, grouped by rule family: every family, most rules. */
const families: Readonly<Record<string, readonly Case[]>> = {
  [SHAPE]: [
    { ruleId: 'request-shape', request: () => [] },
    { ruleId: 'field-type', request: set(normalRequest, [DATA, 'chat_template_display_name'], 7) },
    { ruleId: 'provider-integration-id', request: set(normalRequest, ['provider_integration_chat_id'], '') },
    { ruleId: 'known-catalog-id', request: set(normalRequest, [DATA, 'chat_language_id'], 999) },
    { ruleId: 'language-category-required', request: set(normalRequest, [DATA, 'chat_language_id'], undefined) },
    { ruleId: 'unknown-field', request: set(normalRequest, [DATA, 'chat_template_bdy'], body('Hello')) },
  ],
  [NAME]: [
    { ruleId: 'template-name-required', request: set(namedRequest, [DATA, 'chat_template_name'], undefined) },
    { ruleId: 'template-name-format', request: set(normalRequest, [DATA, 'chat_template_name'], 'Order Update') },
    { ruleId: 'template-name-max-length', request: set(normalRequest, [DATA, 'chat_template_name'], 'a'.repeat(513)) },
    { ruleId: 'template-name-derived', request: set(normalRequest, [DATA, 'chat_template_name'], undefined) },
    { ruleId: 'template-name-unique', request: normalRequest, options: { existingTemplateNames: ['order_update'] } },
  ],
  [SET]: [
    { ruleId: 'template-name-duplicate', request: () => [normalRequest(), set(normalRequest, BODY_VALUE, 'Hi {{1}}, order {{2}} is late.')()], together: true },
    { ruleId: 'template-content-duplicate', request: () => [normalRequest(), set(normalRequest, [DATA, 'chat_template_name'], 'order_copy')()], together: true },
    { ruleId: 'template-name-deleted', request: () => [normalRequest()], options: { deletedTemplateNames: ['order_update'] }, together: true },
  ],
  [HEADER]: [
    { ruleId: 'header-text-max-length', request: set(normalRequest, HEADER_VALUE, `Order {{1}}${'x'.repeat(54)}`) },
    { ruleId: 'header-data-single-item', request: set(normalRequest, [DATA, 'chat_template_header', 'chat_template_header_data'], []) },
    {
      ruleId: 'header-media-storage-id',
      request: set(carouselRequest, [...CARDS, 0, 'chat_template_header', 'chat_template_header_data', 0, 'chat_template_header_data_cloud_storage_id'], 0),
    },
  ],
  [BODY]: [
    { ruleId: 'body-required', request: set(normalRequest, [DATA, 'chat_template_body'], undefined) },
    { ruleId: 'placeholder-syntax', request: set(normalRequest, BODY_VALUE, 'Hi {{1}}, your order {{2}} has shipped. }}') },
    { ruleId: 'variable-row-missing', request: set(normalRequest, BODY_VALUE, 'Hi {{1}}, your order {{2}} has shipped {{3}}.') },
    { ruleId: 'variable-row-unused', request: set(normalRequest, [...BODY_ROWS, 2], row('{{9}}', 'spare')) },
    { ruleId: 'variable-sample-required', request: set(normalRequest, [...BODY_ROWS, 0, 'chat_template_dynamic_variable_sample_value'], '') },
    { ruleId: 'variable-mixed-kinds', request: set(normalRequest, BODY_VALUE, 'Hi {{1}}, your order {{order_id}} has shipped.') },
    { ruleId: 'variable-name-format', request: set(namedRequest, BODY_VALUE, 'Hello {{First_Name}}, see you on {{appointment_date}}.') },
    { ruleId: 'named-parameter-flag', request: set(namedRequest, ['flag_named_parameter'], false) },
  ],
  [FOOTER]: [{ ruleId: 'footer-max-length', request: set(authenticationRequest, [DATA, 'chat_template_footer', 'chat_template_footer_value'], 'x'.repeat(61)) }],
  [BUTTONS]: [
    { ruleId: 'button-field-max-length', request: set(normalRequest, buttonText(0), 'x'.repeat(26)) },
    { ruleId: 'copy-code-button-text', request: set(authenticationRequest, buttonText(0), 'Copy CODE') },
    { ruleId: 'catalog-button-text', request: set(normalRequest, [...BUTTON_LIST, 2], buttons.catalog('View Catalog')) },
    { ruleId: 'flow-button-flag', request: set(flowRequest, ['chat_template_flag_flow'], undefined) },
    {
      ruleId: 'flow-button-single',
      request: () => withValue(set(normalRequest, ['chat_template_flag_flow'], true)(), BUTTON_LIST, [buttons.flow('Book', '1'), buttons.flow('Order', '2')]),
    },
    { ruleId: 'flow-id-known', request: flowRequest, options: { flowIds: ['42'] } },
    { ruleId: 'offer-code-length', request: set(normalRequest, BUTTON_LIST, [buttons.offerCode('SUMMER25SALE0016')]) },
  ],
  [CAROUSEL]: [
    { ruleId: 'carousel-card-count', request: set(carouselRequest, [...CARDS, 1], undefined) },
    { ruleId: 'carousel-template-type', request: set(carouselRequest, ['chat_template_type_id'], null) },
    { ruleId: 'carousel-text-required', request: set(carouselRequest, [DATA, 'chat_template_carousel', 'chat_template_carousel_header'], undefined) },
  ],
  [AUTHENTICATION]: [
    { ruleId: 'authentication-body', request: set(authenticationRequest, BODY_VALUE, 'Your code is {{1}}.') },
    { ruleId: 'authentication-copy-code-button', request: set(authenticationRequest, BUTTON_LIST, [buttons.quickReply('Copy')]) },
    { ruleId: 'code-expiration-range', request: set(authenticationRequest, [DATA, 'chat_template_code_expiration_minutes'], 91) },
  ],
  [INTERACTIVE]: [
    { ruleId: 'interactive-type-required', request: set(replyButtonsRequest, ['interactive_type_id'], undefined) },
    {
      ruleId: 'interactive-reply-buttons',
      request: set(replyButtonsRequest, BUTTON_LIST, ['A', 'B', 'C', 'D'].map((text) => buttons.quickReply(text))),
    },
    {
      ruleId: 'interactive-list-rows',
      request: set(listRequest, BUTTON_LIST, Array.from({ length: 11 }, (_, index) => buttons.quickReply(`Dish ${String(index + 1)}`))),
    },
    { ruleId: 'interactive-list-header', request: set(listRequest, [DATA, 'chat_template_header'], mediaHeader(2, 'Image', 101)) },
    { ruleId: 'interactive-list-button-text', request: set(replyButtonsRequest, ['interactive_list_button_text'], 'See options') },
    { ruleId: 'interactive-text-content', request: set(textRequest, [DATA, 'chat_template_footer'], footer('Bye')) },
    { ruleId: 'interactive-flow-button', request: set(flowRequest, [...BUTTON_LIST, 0], buttons.quickReply('Book now')) },
    { ruleId: 'interactive-cta-url-button', request: set(ctaUrlRequest, BUTTON_LIST, [buttons.quickReply('Open invoice')]) },
    { ruleId: 'interactive-body-max-length', request: set(replyButtonsRequest, [DATA, 'chat_template_body'], body('x'.repeat(1025))) },
  ],
};

describe('every rule family reports in the browser', () => {
  test('every rule of core belongs to a family this suite covers', () => {
    const withoutFamily = rules.map((rule) => rule.id).filter((id) => familyOf(id) === undefined);
    expect(withoutFamily, 'add these rules to FAMILY_BY_ID_PREFIX and a case to their family').toEqual([]);
    for (const [family, cases] of Object.entries(families)) expect(cases.length, family).toBeGreaterThan(0);
  });

  test('every case names a rule of core, in its own family', () => {
    const ids = new Set(rules.map((rule) => rule.id));
    for (const [family, cases] of Object.entries(families)) {
      for (const { ruleId } of cases) {
        expect(ids.has(ruleId), `${ruleId} is not a rule of core`).toBe(true);
        expect(familyOf(ruleId), ruleId).toBe(family);
      }
    }
  });

  for (const [family, cases] of Object.entries(families)) {
    describe(family, () => {
      for (const { ruleId, request, options, together } of cases) {
        test(`${ruleId} reports on a request that breaks it`, () => {
          const given = request();
          const diagnostics = together && Array.isArray(given) ? validateTemplates(given, options).results.flatMap((result) => result.diagnostics) : validateTemplate(given, options).diagnostics;
          expect(diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain(ruleId);
        });
      }
    });
  }
});

describe('text helpers', () => {
  test('parsePlaceholders finds placeholders with offsets and unbalanced braces', () => {
    expect(parsePlaceholders('Hi {{1}}, {{order_id}} }}')).toEqual({
      placeholders: [
        { name: '1', kind: 'numbered', start: 3, end: 8 },
        { name: 'order_id', kind: 'named', start: 10, end: 22 },
      ],
      unbalanced: [{ kind: 'unopened', start: 23, end: 25 }],
    });
  });

  test('countCharacters counts a placeholder and an emoji as one character each', () => {
    expect(countCharacters('Hi {{1}} 🎉')).toBe(6);
    expect(countCharacters('{'.repeat(1000))).toBe(1000);
  });

  test('deriveTemplateName turns a display name into a machine name', () => {
    expect(deriveTemplateName('Café Order — Update!')).toBe('cafe_order_update');
  });
});
