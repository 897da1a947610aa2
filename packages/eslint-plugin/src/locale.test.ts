// settings.templint.locale (issue 22): real ESLint reports templint's messages in the language chosen.
import { Linter } from 'eslint';
import { describe, expect, test } from 'vitest';
import { validateTemplate } from '@templint/core';
import { defineLocale } from '@templint/core/locale';
import { ptBR } from '@templint/core/locales/pt-BR';
import { createPlugin } from './create-plugin.js';
import * as engine from './engine.js';
import { createSettingsResolver } from './settings.js';

const BODY_WITHOUT_ROWS = JSON.stringify(
  {
    provider_integration_chat_id: 'pi_1',
    chat_template_data: { chat_template_name: 'order_update', chat_language_id: 1, chat_template_category_id: 2, chat_template_body: { chat_template_body_value: 'Hello {{1}}, your order is ready.' } },
  },
  null,
  2,
);

function verify(settings: Record<string, unknown> | undefined): Linter.LintMessage[] {
  const plugin = createPlugin({ name: 'p', version: '0' }, () => engine);
  const config = settings ? [plugin.configs.recommended, { settings: { templint: settings } }] : [plugin.configs.recommended];
  return new Linter({ configType: 'flat' }).verify(BODY_WITHOUT_ROWS, config, 'template.json');
}

describe('settings.templint.locale', () => {
  const [english] = validateTemplate(JSON.parse(BODY_WITHOUT_ROWS)).diagnostics;
  const [portuguese] = validateTemplate(JSON.parse(BODY_WITHOUT_ROWS), { locale: ptBR }).diagnostics;

  test('English by default, with its messageId and the plural form core chose', () => {
    const [message] = verify(undefined);
    expect(message).toMatchObject({ ruleId: 'templint/variable-row-missing', messageId: 'noRows', message: english?.message });
    expect(message?.message).toContain('uses 1 variable but');
  });

  test.each(['pt-BR', 'pt_BR.UTF-8'])('%j reports core\'s Portuguese message at the same place, with its suggestion', (code) => {
    const [inEnglish] = verify(undefined);
    const [message] = verify({ locale: code });
    expect(message?.message).toBe(portuguese?.message);
    expect(message?.message).toMatch(/^O corpo usa 1 variável, mas/);
    expect(message).toMatchObject({ ruleId: inEnglish?.ruleId, line: inEnglish?.line, column: inEnglish?.column, endLine: inEnglish?.endLine, endColumn: inEnglish?.endColumn });
    expect(message?.suggestions?.length).toBe(inEnglish?.suggestions?.length);
  });

  test('a locale of your own, as data or made by defineLocale; what it lacks stays English', () => {
    const own = { code: 'fr', messages: { 'variable-row-missing': { noRows: 'Le {{place}} utilise {{count}} {{count|one:variable|other:variables}} sans `{{rowsKey}}`.' } } };
    for (const locale of [own, defineLocale(own)]) {
      expect(verify({ locale }).map((message) => message.message)).toEqual(['Le body utilise 1 variable sans `chat_template_body_variable_data`.']);
    }
  });
});

describe('a partial locale of your own', () => {
  test('a message it words is reported as text; one it lacks is English, with its messageId as without a locale', () => {
    const withoutRows = verify({ locale: { code: 'fr', messages: { 'variable-row-missing': { noRows: 'Le {{place}} utilise {{count}} {{count|one:variable|other:variables}} sans `{{rowsKey}}`.' } } } });
    expect(withoutRows[0]).toMatchObject({ ruleId: 'templint/variable-row-missing', message: 'Le body utilise 1 variable sans `chat_template_body_variable_data`.' });
    expect(withoutRows[0]?.messageId).toBeUndefined();
    const lacking = verify({ locale: { code: 'fr', messages: {} } });
    expect(lacking.map((message) => [message.messageId, message.message])).toEqual(verify(undefined).map((message) => [message.messageId, message.message]));
    expect(lacking[0]?.messageId).toBe('noRows');
  });
});

describe('a settings resolver reading locale', () => {
  const resolve = createSettingsResolver();
  test('names a shipped locale by code', () => {
    expect(resolve({ templint: { locale: 'hi' } }, '.').locale?.code).toBe('hi');
  });
  test('an unknown code or a wrong value is one error naming the setting', () => {
    expect(() => resolve({ templint: { locale: 'fr' } }, '.')).toThrow('settings.templint.locale: unknown locale "fr"; use one of en, pt-BR, es, hi, id or a locale object');
    expect(() => resolve({ templint: { locale: 3 } }, '.')).toThrow('settings.templint.locale: must be a locale code');
    expect(() => resolve({ templint: { locale: { code: 'fr_FR', messages: {} } } }, '.')).toThrow('settings.templint.locale: locale code "fr_FR" is not a BCP 47 language tag such as "pt-BR"');
  });
});
