import json from '@eslint/json';
import { Linter, RuleTester } from 'eslint';
import { beforeEach, describe, expect, it, test, vi } from 'vitest';
import { createValidator } from '@templint/core';
import { collectDiagnostics, fixText } from '@templint/lint';
import { createPlugin } from './create-plugin.js';
import * as engine from './engine.js';
import plugin, { type TemplintRule } from './index.js';

// vitest globals are off: RuleTester needs the framework's functions.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// Counts core validations and validators while keeping them real (see "the shared core validation").
vi.mock('@templint/lint', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@templint/lint')>();
  return { ...actual, collectDiagnostics: vi.fn(actual.collectDiagnostics) };
});
vi.mock('@templint/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@templint/core')>();
  // Each validator's validations are counted too: which validator validated a file.
  const watched = (options?: Parameters<typeof actual.createValidator>[0]) => {
    const validator = actual.createValidator(options);
    return { ...validator, validate: vi.fn((request: unknown) => validator.validate(request)), validateEntry: vi.fn((request: unknown) => validator.validateEntry(request)) };
  };
  return { ...actual, createValidator: vi.fn(watched) };
});

const ruleTester = new RuleTester({ plugins: { json }, language: 'json/json' });
const assertionOptions = { requireMessage: true, requireLocation: true } as const;

function rule(id: string): TemplintRule {
  const found = plugin.rules[id];
  if (!found) throw new Error(`no rule ${id}`);
  return found;
}

// The JSON texts are written out literally, so each expected line and column can be read off them.
const VALID = `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": { "chat_template_body_value": "Hello there" }
  }
}`;

// Off in configs.recommended and in core by default: turned on in an ESLint config, it reports.
ruleTester.run('button-desktop-support', rule('button-desktop-support'), {
  assertionOptions,
  valid: [{ name: 'no buttons', code: VALID }],
  invalid: [
    {
      name: 'four quick replies are reported on the buttons array',
      code: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": { "chat_template_body_value": "Hello there" },
    "chat_template_button": [{ "chat_template_button_type_id": 2, "chat_template_button_data": [{ "chat_template_button_sub_type_id": 4, "chat_template_button_sub_type_field_data": [{ "chat_template_button_sub_type_field_id": 8, "chat_template_button_sub_type_field_value": "A" }] }] }, { "chat_template_button_type_id": 2, "chat_template_button_data": [{ "chat_template_button_sub_type_id": 4, "chat_template_button_sub_type_field_data": [{ "chat_template_button_sub_type_field_id": 8, "chat_template_button_sub_type_field_value": "B" }] }] }, { "chat_template_button_type_id": 2, "chat_template_button_data": [{ "chat_template_button_sub_type_id": 4, "chat_template_button_sub_type_field_data": [{ "chat_template_button_sub_type_field_id": 8, "chat_template_button_sub_type_field_value": "C" }] }] }, { "chat_template_button_type_id": 2, "chat_template_button_data": [{ "chat_template_button_sub_type_id": 4, "chat_template_button_sub_type_field_data": [{ "chat_template_button_sub_type_field_id": 8, "chat_template_button_sub_type_field_value": "D" }] }] }]
  }
}`,
      errors: [
        {
          message: 'The template has 4 buttons; WhatsApp desktop clients cannot show a template with more than 3. Keep to 3 buttons if your recipients read on desktop.',
          line: 8,
          column: 29,
          endLine: 8,
          endColumn: 1061,
        },
      ],
    },
  ],
});

ruleTester.run('provider-integration-id', rule('provider-integration-id'), {
  assertionOptions,
  valid: [{ name: 'a non-empty id', code: VALID }],
  invalid: [
    {
      name: 'an empty id is reported on its value',
      code: `{
  "provider_integration_chat_id": "",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": { "chat_template_body_value": "Hello there" }
  }
}`,
      errors: [
        {
          messageId: 'empty',
          line: 2,
          column: 35,
          endLine: 2,
          endColumn: 37,
        },
      ],
    },
    {
      name: 'a missing key is reported on the object that should hold it',
      code: `{
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": { "chat_template_body_value": "Hello there" }
  }
}`,
      errors: [
        {
          message: 'The request has no `provider_integration_chat_id`; add the id of the business chat account the template belongs to.',
          line: 1,
          column: 1,
          endLine: 8,
          endColumn: 2,
        },
      ],
    },
    {
      name: 'each request of an array is checked',
      code: `[
  { "provider_integration_chat_id": "pi_1", "chat_template_data": { "chat_template_name": "a", "chat_template_body": { "chat_template_body_value": "Hi" } } },
  { "provider_integration_chat_id": "  ", "chat_template_data": { "chat_template_name": "b", "chat_template_body": { "chat_template_body_value": "Hi" } } }
]`,
      errors: [{ messageId: 'empty', line: 3, column: 37, endLine: 3, endColumn: 41 }],
    },
  ],
});

ruleTester.run('header-text-max-length', rule('header-text-max-length'), {
  assertionOptions,
  valid: [
    {
      name: 'a header within the limit, escapes decoded',
      code: String.raw`{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "pickup",
    "chat_template_header": {
      "chat_template_header_type_id": 1,
      "chat_template_header_data": [{ "chat_template_header_data_value": "Caf\u00e9 \"Le Petit\": order {{1}} is ready" }]
    }
  }
}`,
    },
  ],
  invalid: [
    {
      // 68 characters as counted, 84 as written: the span is the string token in the source.
      name: 'a long header with escape sequences is reported on its whole string, in source columns',
      code: String.raw`{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "pickup",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_header": {
      "chat_template_header_type_id": 1,
      "chat_template_header_data": [
        {
          "chat_template_header_data_value": "Caf\u00e9 \"Le Petit\" \u2014 your order {{1}} is ready for pickup at the front desk"
        }
      ]
    }
  }
}`,
      errors: [
        {
          // The message keeps core's literal "{{variable}}": ESLint leaves a slot without data as written.
          message: 'Header text is 68 characters (each variable counts as 1); the limit is 60. Shorten it by 8.',
          line: 11,
          column: 46,
          endLine: 11,
          endColumn: 132,
        },
      ],
    },
  ],
});

ruleTester.run('variable-row-missing', rule('variable-row-missing'), {
  assertionOptions,
  valid: [
    {
      name: 'every variable has a row',
      code: String.raw`{
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Caf\u00e9 \"{{1}}\"",
      "chat_template_body_variable_data": [{ "chat_template_dynamic_variable_key": "{{1}}", "chat_template_dynamic_variable_sample_value": "Ana" }]
    }
  }
}`,
    },
  ],
  invalid: [
    {
      name: 'a range inside a string with escape sequences lands on the placeholder as written',
      code: String.raw`{
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Caf\u00e9 \"{{1}}\" {{2}}",
      "chat_template_body_variable_data": [{ "chat_template_dynamic_variable_key": "{{1}}", "chat_template_dynamic_variable_sample_value": "Ana" }]
    }
  }
}`,
      errors: [
        {
          messageId: 'noRow',
          data: { place: 'body', variable: '{{2}}', key: '2', rowsKey: 'chat_template_body_variable_data' },
          line: 4,
          column: 56,
          endLine: 4,
          endColumn: 61,
          suggestions: [
            {
              desc: 'Add a row for `2`; fill in its sample value.',
              output: String.raw`{
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Caf\u00e9 \"{{1}}\" {{2}}",
      "chat_template_body_variable_data": [{ "chat_template_dynamic_variable_key": "{{1}}", "chat_template_dynamic_variable_sample_value": "Ana" }, {"chat_template_dynamic_variable_key":"2","chat_template_dynamic_variable_sample_value":""}]
    }
  }
}`,
            },
          ],
        },
      ],
    },
    {
      name: 'a missing rows array is reported on the object that should hold it',
      code: `{
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Hi {{1}}"
    }
  }
}`,
      errors: [
        {
          messageId: 'noRows',
          // ESLint has no plural forms: the plugin gives each plural choice of the message the form core chose.
          data: { place: 'body', count: 1, rowsKey: 'chat_template_body_variable_data', 'count|one:variable|other:variables': 'variable' },
          line: 3,
          column: 27,
          endLine: 5,
          endColumn: 6,
          suggestions: [
            {
              desc: 'Add 1 variable row; fill in each sample value.',
              output: `{
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Hi {{1}}",
      "chat_template_body_variable_data": [
        {
          "chat_template_dynamic_variable_key": "1",
          "chat_template_dynamic_variable_sample_value": ""
        }
      ]
    }
  }
}`,
            },
          ],
        },
      ],
    },
  ],
});

ruleTester.run('field-type', rule('field-type'), {
  assertionOptions,
  valid: [{ name: 'every field with its type', code: VALID }],
  invalid: [
    {
      name: 'a value of the wrong type is reported on the value',
      code: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": "2",
    "chat_template_body": { "chat_template_body_value": "Hello there" }
  }
}`,
      errors: [
        {
          messageId: 'wrongType',
          data: { field: 'chat_template_category_id', expected: 'a number', actual: 'string' },
          line: 6,
          column: 34,
          endLine: 6,
          endColumn: 37,
        },
      ],
    },
    {
      name: 'a missing required key is reported on its object',
      code: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": {
      "chat_template_body_value": "Hi {{1}}",
      "chat_template_body_variable_data": [
        { "chat_template_dynamic_variable_sample_value": "Ana" }
      ]
    }
  }
}`,
      errors: [
        {
          message: '`chat_template_dynamic_variable_key` is required here; add it.',
          line: 10,
          column: 9,
          endLine: 10,
          endColumn: 65,
        },
      ],
    },
  ],
});

ruleTester.run('template-name-unique', rule('template-name-unique'), {
  assertionOptions,
  valid: [
    { name: 'without existingTemplateNames the rule has nothing to check', code: VALID },
    { name: 'a name not in existingTemplateNames', code: VALID, settings: { templint: { existingTemplateNames: ['order_update'] } } },
  ],
  invalid: [
    {
      name: 'a name in existingTemplateNames is reported on the name',
      code: VALID,
      settings: { templint: { existingTemplateNames: ['order_update', 'hello'] } },
      errors: [
        {
          message: 'The template name `hello` is already used in this provider-integration; choose another name.',
          line: 4,
          column: 27,
          endLine: 4,
          endColumn: 34,
        },
      ],
    },
  ],
});

ruleTester.run('flow-id-known', rule('flow-id-known'), {
  assertionOptions,
  valid: [{ name: 'without flowIds the rule has nothing to check', code: VALID }],
  invalid: [
    {
      name: 'an unknown Flow id is reported on its value (flowIds from settings)',
      code: `{
  "chat_template_data": {
    "chat_template_button": [
      {
        "chat_template_button_type_id": 3,
        "chat_template_button_data": [
          {
            "chat_template_button_sub_type_id": 5,
            "chat_template_button_sub_type_field_data": [
              { "chat_template_button_sub_type_field_id": 10, "chat_template_button_sub_type_field_value": "Book now" },
              { "chat_template_button_sub_type_field_id": 11, "chat_template_button_sub_type_field_value": "5550001111" }
            ]
          }
        ]
      }
    ]
  }
}`,
      settings: { templint: { flowIds: ['1234567890'] } },
      errors: [
        {
          message: 'Flow id "5550001111" is not one of the service\'s Flows; create the Flow first or use an existing id.',
          line: 11,
          column: 108,
          endLine: 11,
          endColumn: 120,
        },
      ],
    },
  ],
});

ruleTester.run('unknown-field', rule('unknown-field'), {
  assertionOptions,
  valid: [{ name: 'known fields only', code: VALID }],
  invalid: [
    {
      name: 'a mistyped key is reported on the key and fixed by renaming it, keeping the layout',
      code: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_dat": {}
}`,
      output: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {}
}`,
      errors: [
        {
          messageId: 'typo',
          data: { field: 'chat_template_dat', suggestion: 'chat_template_data' },
          line: 3,
          column: 3,
          endLine: 3,
          endColumn: 22,
        },
      ],
    },
  ],
});

ruleTester.run('unknown-field, with a value of the wrong type', rule('unknown-field'), {
  assertionOptions,
  valid: [],
  invalid: [
    {
      name: 'a mistyped footer key holding a string is not renamed: chat_template_footer must be an object (issue 21 point 5)',
      code: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_name": "hello",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": { "chat_template_body_value": "Hello there" },
    "chat_template_footr": "Reply STOP"
  }
}`,
      output: null,
      errors: [{ messageId: 'typo', data: { field: 'chat_template_footr', suggestion: 'chat_template_footer' }, line: 8, column: 5, endLine: 8, endColumn: 26 }],
    },
  ],
});

ruleTester.run('named-parameter-flag', rule('named-parameter-flag'), {
  assertionOptions,
  valid: [{ name: 'numbered variables without the flag', code: VALID }],
  invalid: [
    {
      name: 'a missing flag for named variables is added after the last member',
      code: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Hi {{first_name}}",
      "chat_template_body_variable_data": [{ "chat_template_dynamic_variable_key": "first_name", "chat_template_dynamic_variable_sample_value": "Ana" }]
    }
  }
}`,
      output: `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_body": {
      "chat_template_body_value": "Hi {{first_name}}",
      "chat_template_body_variable_data": [{ "chat_template_dynamic_variable_key": "first_name", "chat_template_dynamic_variable_sample_value": "Ana" }]
    }
  },
  "flag_named_parameter": true
}`,
      errors: [{ messageId: 'namedWithoutFlag', data: { variable: '{{first_name}}' }, line: 1, column: 1, endLine: 9, endColumn: 2 }],
    },
  ],
});

/** How many times the validator `createValidator` made `index`-th (0: the running rules', 1: the judge) validated a request. */
function validationsBy(index: number): number {
  const validator = vi.mocked(createValidator).mock.results[index]?.value as ReturnType<typeof createValidator> | undefined;
  if (!validator) return 0;
  const { validate, validateEntry } = validator as unknown as Record<'validate' | 'validateEntry', ReturnType<typeof vi.fn>>;
  return validate.mock.calls.length + validateEntry.mock.calls.length;
}

describe('the shared core validation', () => {
  // A plugin object on this file's engine module, whose core and text library the mocks above watch (the
  // package's entry loads the built engine).
  const watched = createPlugin({ name: 'p', version: '0' }, () => engine);
  beforeEach(() => {
    vi.mocked(collectDiagnostics).mockClear();
    vi.mocked(createValidator).mockClear();
  });

  test('runs once per file however many templint rules are on', () => {
    const linter = new Linter({ configType: 'flat' });
    const messages = linter.verify(VALID.replace('"pi_1"', '""'), [watched.configs.recommended], 'template.json');
    expect(Object.keys(watched.configs.recommended.rules ?? {}).length).toBeGreaterThan(40);
    expect(messages.map((message) => message.ruleId)).toEqual(['templint/provider-integration-id']);
    expect(collectDiagnostics).toHaveBeenCalledTimes(1);
  });

  test('a text holding U+FFFD (ESLint read a file that is not UTF-8) is reported but given no fix: --fix would write the lost bytes back', () => {
    const linter = new Linter({ configType: 'flat' });
    const misspelt = VALID.replace('"chat_template_name"', '"chat_template_nme"');
    const fixable = linter.verifyAndFix(misspelt, [watched.configs.recommended], 'a.json');
    expect(fixable.fixed).toBe(true);
    const latin1 = misspelt.replace('Hello there', 'Hello th\uFFFDre');
    const guarded = linter.verifyAndFix(latin1, [watched.configs.recommended], 'b.json');
    expect(guarded.fixed).toBe(false);
    expect(guarded.output).toBe(latin1);
    expect(guarded.messages.map((message) => message.ruleId)).toContain('templint/unknown-field');
    expect(guarded.messages.every((message) => message.fix === undefined && message.suggestions === undefined)).toBe(true);
  });

  test('runs again for the next file, with that file\'s settings', () => {
    const linter = new Linter({ configType: 'flat' });
    const config = [watched.configs.recommended, { settings: { templint: { existingTemplateNames: ['hello'] } } }];
    expect(linter.verify(VALID, [watched.configs.recommended], 'a.json')).toEqual([]);
    expect(linter.verify(VALID, config, 'b.json').map((message) => message.ruleId)).toEqual(['templint/template-name-unique']);
    expect(collectDiagnostics).toHaveBeenCalledTimes(2);
  });

  test("the package's own plugin loads its engine on the first file, not when imported", () => {
    const loads = vi.fn(() => engine);
    const lazy = createPlugin({ name: 'p', version: '0' }, loads);
    expect(Object.keys(lazy.rules).length).toBeGreaterThan(40);
    expect(loads).not.toHaveBeenCalled();
    const linter = new Linter({ configType: 'flat' });
    expect(linter.verify(VALID, [lazy.configs.recommended], 'a.json')).toEqual([]);
    expect(linter.verify(VALID, [lazy.configs.recommended], 'b.json')).toEqual([]);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  test('core runs only the templint rules the config runs: the others are off in its settings', () => {
    const linter = new Linter({ configType: 'flat' });
    const onlyTwo = [{ ...watched.configs.recommended, rules: { 'templint/provider-integration-id': 'error', 'templint/body-max-length': 'warn' } as const }];
    expect(linter.verify(VALID.replace('"pi_1"', '""'), onlyTwo, 'a.json').map((message) => message.ruleId)).toEqual(['templint/provider-integration-id']);
    // No fix to judge in this file: one validation, by a validator of the two rules alone.
    expect(collectDiagnostics).toHaveBeenCalledTimes(1);
    expect(createValidator).toHaveBeenCalledTimes(2);
    expect(validationsBy(1)).toBe(0);
    const [running] = vi.mocked(createValidator).mock.calls.map(([options]) => options?.rules ?? {});
    const on = Object.entries(running ?? {}).filter(([, setting]) => setting !== 'off').map(([id]) => id);
    expect(on).toEqual([]);
    expect(running).not.toHaveProperty('provider-integration-id');
    expect(running).not.toHaveProperty('body-max-length');
    expect(running).toHaveProperty('unknown-field', 'off');
    expect(Object.keys(running ?? {})).toHaveLength(watched.configs.recommended.rules === undefined ? 0 : Object.keys(watched.configs.recommended.rules).length - 3);
  });

  test('a fix is judged by every rule, even where the config runs one: a fix that adds an error is not given', () => {
    const linter = new Linter({ configType: 'flat' });
    // A plugin object of its own: its validators are made here, the running rule's first, then the judge.
    const own = createPlugin({ name: 'p', version: '0' }, () => engine);
    const onlyUnknown = [{ ...own.configs.recommended, rules: { 'templint/unknown-field': 'error' } as const }];
    // Renaming the misspelt footer key would make a footer of the wrong type (field-type, not run here).
    const misspelt = VALID.replace('"chat_template_body": {', '"chat_template_footr": "Thanks",\n    "chat_template_body": {');
    const messages = linter.verify(misspelt, onlyUnknown, 'a.json');
    expect(messages.map((message) => message.ruleId)).toEqual(['templint/unknown-field']);
    expect(messages[0]?.fix).toBeUndefined();
    // The file had a fix to judge: the running rule's validation, then every rule's.
    expect(validationsBy(0)).toBe(1);
    expect(validationsBy(1)).toBeGreaterThan(0);
    // A key whose rename is sound is fixed, with only unknown-field running.
    const fixable = VALID.replace('"chat_template_name"', '"chat_template_nme"');
    expect(linter.verifyAndFix(fixable, onlyUnknown, 'b.json').output).toBe(VALID);
  });

  test('a suggested name already in existingTemplateNames is not offered: the quick fix would trade one error for another', () => {
    // Found by QA typing in an editor: `{hello` (a brace typed into the name) was offered "Rename it
    // `hello`." beside an `hello` already used; applied, it was template-name-unique's error.
    const linter = new Linter({ configType: 'flat' });
    const braced = VALID.replace('"hello"', '"{hello"');
    const renames = (settings: object): string[] =>
      linter.verify(braced, [watched.configs.recommended, { settings: { templint: settings } }], 'a.json').flatMap((message) => (message.suggestions ?? []).map((suggestion) => suggestion.desc));
    expect(renames({})).toEqual(['Rename it `hello`.']);
    expect(renames({ existingTemplateNames: ['hello'] })).toEqual([]);
    expect(renames({ existingTemplateNames: ['order_update'] })).toEqual(['Rename it `hello`.']);
  });

  test('ESLint is given one round of fixes, as templint --fix applies them: two fixes each sound alone are not applied together', () => {
    // Found by QA: both misspelt keys were renamed to chat_template_body in one pass, a key written twice
    // whose first body JSON.parse (and the service) drops without a word; templint --fix renames one.
    const linter = new Linter({ configType: 'flat' });
    const body = '"chat_template_body": { "chat_template_body_value": "Hello there" }';
    const twice = VALID.replace(body, '"chat_template_bdy": { "chat_template_body_value": "Hello there" },\n    "chat_template_boyd": { "chat_template_body_value": "Hi again" }');
    const messages = linter.verify(twice, [watched.configs.recommended], 'a.json');
    expect(messages.map((message) => [message.ruleId, message.fix !== undefined])).toEqual([
      ['templint/body-required', false],
      ['templint/unknown-field', true],
      ['templint/unknown-field', false],
    ]);
    const fixed = linter.verifyAndFix(twice, [watched.configs.recommended], 'a.json');
    expect(fixed.output).toBe(twice.replace('"chat_template_bdy"', '"chat_template_body"'));
    expect(fixText(twice, createValidator()).output).toBe(fixed.output);
  });

  test('a rule the config turns off judges fixes but takes no round: its fix does not hold back a running rule\'s', () => {
    // Found by the fix fuzz: with template-name-derived off, its fix (set the missing name to the derived
    // `order_update`) still won the round over unknown-field's rename of `hat_template_name`, then was
    // dropped with the rule, so ESLint never fixed the key (and offered no fix); templint --fix renamed it.
    const linter = new Linter({ configType: 'flat' });
    const nameOff = [watched.configs.recommended, { rules: { 'templint/template-name-derived': 'off' } } as const];
    const misspelt = VALID.replace('"chat_template_name": "hello",', '"hat_template_name": "hello",\n    "chat_template_display_name": "Order Update",');
    const fixed = linter.verifyAndFix(misspelt, nameOff, 'a.json');
    expect(fixed.output).toBe(misspelt.replace('"hat_template_name"', '"chat_template_name"'));
    expect(fixText(misspelt, createValidator({ rules: { 'template-name-derived': 'off' } })).output).toBe(fixed.output);
  });

  test('makes one validator per settings, kept by the plugin object across files', () => {
    const own = createPlugin({ name: 'p', version: '0' }, () => engine);
    const linter = new Linter({ configType: 'flat' });
    const config = [own.configs.recommended, { settings: { templint: { existingTemplateNames: ['other'] } } }];
    for (const name of ['a.json', 'b.json', 'c.json']) expect(linter.verify(VALID, config, name)).toEqual([]);
    expect(collectDiagnostics).toHaveBeenCalledTimes(3);
    expect(createValidator).toHaveBeenCalledTimes(1);
    // Another plugin object shares nothing with this one: it makes its own validator.
    const other = createPlugin({ name: 'p', version: '0' }, () => engine);
    expect(linter.verify(VALID, [other.configs.recommended, config[1] ?? {}], 'd.json')).toEqual([]);
    expect(createValidator).toHaveBeenCalledTimes(2);
  });
});
