import { describe, expect, test } from 'vitest';
import { createValidator } from '@templint/core';
import { fixText } from './fix-text.js';

const broken = `{
  "provider_integration_chat_id": "pi_1",
  "chat_template_data": {
    "chat_template_display_name": "Summer Sale!",
    "chat_language_id": 2,
    "chat_template_category_id": 1,
    "chat_template_bdy": { "chat_template_body_value": "Hi there" },
    "chat_template_footer": { "chat_template_footer_value": "Reply STOP" }
  }
}
`;

const validator = createValidator();

describe('fixText', () => {
  test('applies every certain fix and keeps every other line as written', () => {
    const { output, fixCount } = fixText(broken, validator);
    expect(fixCount).toBe(2);
    expect(output).toBe(
      broken
        .replace('"chat_template_bdy"', '"chat_template_body"')
        .replace('"Reply STOP" }\n', '"Reply STOP" },\n    "chat_template_name": "summer_sale"\n'),
    );
  });

  test('keeps the escapes of a text it fixes: only the renamed variable changes', () => {
    // Found by QA: the whole body was written anew, `caf\u00e9` as `café`, `\/` as `/`, `\ud83d\ude00` as the emoji.
    const text = String.raw`{
  "provider_integration_chat_id": "pi_1",
  "flag_named_parameter": false,
  "chat_template_data": {
    "chat_template_name": "order_update",
    "chat_language_id": 2,
    "chat_template_category_id": 2,
    "chat_template_body": {
      "chat_template_body_value": "Hi {{ 1 }}, your caf\u00e9 order {{2}} has shipped \/ \ud83d\ude00.",
      "chat_template_body_variable_data": [
        { "chat_template_dynamic_variable_key": "{{ 1 }}", "chat_template_dynamic_variable_sample_value": "Mar\u00eda" },
        { "chat_template_dynamic_variable_key": "{{2}}", "chat_template_dynamic_variable_sample_value": "#1042" }
      ]
    }
  }
}
`;
    expect(fixText(text, validator).output).toBe(text.replace('"Hi {{ 1 }},', '"Hi {{1}},').replace('"{{ 1 }}"', '"1"'));
  });

  test('is idempotent', () => {
    const once = fixText(broken, validator).output;
    expect(fixText(once, validator)).toEqual({ output: once, fixCount: 0 });
  });

  test('leaves text that is not JSON as it is', () => {
    expect(fixText('{"a": ', validator)).toEqual({ output: '{"a": ', fixCount: 0 });
  });

  test('keeps a byte-order mark', () => {
    expect(fixText(`\uFEFF${broken}`, validator).output.startsWith('\uFEFF{')).toBe(true);
  });

  test('fixes each request of an array file at its own index', () => {
    const other = broken.replace('Summer Sale!', 'Winter Sale!').replace('Hi there', 'Hello there');
    const text = `[${broken.trim()}, ${other.trim()}]`;
    const fixed = JSON.parse(fixText(text, validator).output) as { chat_template_data: Record<string, unknown> }[];
    expect(fixed.map((request) => request.chat_template_data.chat_template_name)).toEqual(['summer_sale', 'winter_sale']);
  });

  test('withholds the fixes that would give two requests of the file one name (the copies keep theirs unset)', () => {
    const text = `[${broken.trim()}, ${broken.trim()}]`;
    const fixed = JSON.parse(fixText(text, validator).output) as { chat_template_data: Record<string, unknown> }[];
    expect(fixed.map((request) => request.chat_template_data.chat_template_name)).toEqual([undefined, undefined]);
  });

  test('two `Order Update` beside an `order_update`: neither is renamed, the third request stays clean', () => {
    // Found by the fix fuzz: the first's rename was withheld (it would repeat the third), the second's kept
    // (checked beside the first's, it repeated nothing more), and alone it made the third, clean before,
    // the repeat; across files (`templint --fix a.json b.json`) that clean file was then reported.
    const named = (name: string, body: string): string =>
      `{ "provider_integration_chat_id": "pi_1", "chat_template_data": { "chat_template_name": "${name}", "chat_language_id": 2, "chat_template_category_id": 2, "chat_template_body": { "chat_template_body_value": "${body}" } } }`;
    const text = `[\n${named('Order Update', 'Your order shipped.')},\n${named('Order Update', 'Your order is on its way.')},\n${named('order_update', 'Thanks for your order.')}\n]\n`;
    expect(fixText(text, validator).output).toBe(text);
  });
});

describe('fixText and fixTemplate on one body', () => {
  // Issue 11: two malformed named variables and a mistyped row key. The variable fix renames the
  // variable in the text and in its row; both fixes touch the body, so they take two rounds.
  const request = {
    provider_integration_chat_id: 'pi_1',
    flag_named_parameter: true,
    chat_template_data: {
      chat_template_name: 'order_update',
      chat_language_id: 2,
      chat_template_category_id: 2,
      chat_template_body: {
        chat_template_body_value: 'Hello {{First-Name}}, your order {{Order-Id}} ships today.',
        chat_template_body_variable_data: [
          { chat_template_dynamic_variable_key: 'First-Name', chat_template_dynamic_variable_sample_value: 'Ana' },
          { chat_template_dynamic_variabel_key: 'Order-Id', chat_template_dynamic_variable_sample_value: '1042' },
        ],
      },
    },
  };

  test('the fixed text parses to the fixed request, in every layout', () => {
    const expected = validator.fix(request).request;
    for (const indent of [0, 2, '\t']) {
      expect(JSON.parse(fixText(JSON.stringify(request, null, indent), validator).output)).toEqual(expected);
    }
  });
});

describe('fixText never adds an error (issue 21 point 5)', () => {
  // A warning and exit 0 before; renamed to chat_template_footer, a string where an object must be, exit 1.
  const typo = broken.replace('"chat_template_footer": { "chat_template_footer_value": "Reply STOP" }', '"chat_template_footr": "Reply STOP"');

  test('a misspelled key holding a value of the wrong type is not renamed; the other fixes are made', () => {
    const { output, fixCount } = fixText(typo, validator);
    expect(output).toContain('"chat_template_footr": "Reply STOP"');
    expect(output).toContain('"chat_template_body"');
    expect(fixCount).toBe(2);
  });

  test('the same in an array file: each request is checked on its own', () => {
    const array = `[${typo.trimEnd()}, ${broken.trimEnd()}]`;
    const { output } = fixText(array, validator);
    expect(output).toContain('"chat_template_footr": "Reply STOP"');
    expect(output.match(/"chat_template_footer"/g)).toHaveLength(1);
  });
});
