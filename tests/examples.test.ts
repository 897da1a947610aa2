// The bundled examples are what a newcomer lints first: keep them honest.
import { readdirSync, readFileSync } from 'node:fs';
import { validateTemplate } from '@templint/core';
import { describe, expect, test } from 'vitest';

const KINDS = [
  'normal',
  'carousel',
  'authentication',
  'interactive-reply-buttons',
  'interactive-list',
  'interactive-text',
  'interactive-flow',
  'interactive-cta-url',
];
const examplesDir = new URL('../examples/', import.meta.url);

function examples(folder: 'valid' | 'invalid'): { file: string; kind: string; rest: string }[] {
  return readdirSync(new URL(`${folder}/`, examplesDir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const [kind = '', rest = ''] = file.replace(/\.json$/, '').split('--');
      return { file, kind, rest };
    });
}

function read(folder: string, file: string): unknown {
  return JSON.parse(readFileSync(new URL(`${folder}/${file}`, examplesDir), 'utf8'));
}

describe('examples/valid', () => {
  test.each(examples('valid'))('$file has no error', ({ file }) => {
    const errors = validateTemplate(read('valid', file)).diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    expect(errors).toEqual([]);
  });
});

describe('examples/invalid', () => {
  test.each(examples('invalid'))('$file breaks the rule it is named after', ({ file, rest: ruleId }) => {
    const diagnostics = validateTemplate(read('invalid', file)).diagnostics;
    expect(diagnostics.filter((diagnostic) => diagnostic.ruleId === ruleId && diagnostic.severity === 'error')).not.toEqual([]);
  });
});

describe('examples cover every template kind', () => {
  test.each(KINDS)('%s has a valid and an invalid example', (kind) => {
    expect(examples('valid').some((example) => example.kind === kind)).toBe(true);
    expect(examples('invalid').some((example) => example.kind === kind)).toBe(true);
  });

  test('every example is named <kind>--<name>.json with a known kind', () => {
    for (const example of [...examples('valid'), ...examples('invalid')]) expect(KINDS).toContain(example.kind);
  });
});
