import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { linkIsBroken, linkWithTemplate, templateFromHash } from './template-link.js';

describe('templateFromHash', () => {
  test('reads a percent-encoded template', () => {
    expect(templateFromHash('#template=%7B%22a%22%3A1%7D')).toBe('{"a":1}');
  });

  test('finds the template among other keys', () => {
    expect(templateFromHash('#theme=dark&template=%5B%5D')).toBe('[]');
  });

  test('gives undefined for a fragment without a template', () => {
    expect(templateFromHash('')).toBeUndefined();
    expect(templateFromHash('#other=1')).toBeUndefined();
  });

  test('gives undefined for broken percent-encoding instead of throwing; linkIsBroken tells it from no template', () => {
    expect(templateFromHash('#template=%E0%A4%A')).toBeUndefined();
    expect(linkIsBroken('#template=%E0%A4%A')).toBe(true);
    expect(linkIsBroken('#theme=dark&template=%7B%7D')).toBe(false);
    expect(linkIsBroken('#other=%E0%A4%A')).toBe(false);
    expect(linkIsBroken('')).toBe(false);
  });
});

describe('linkWithTemplate', () => {
  test('replaces the fragment of the page address', () => {
    expect(linkWithTemplate('file:///x/index.html#template=old', '{}')).toBe('file:///x/index.html#template=%7B%7D');
  });

  test('writes a lone surrogate as U+FFFD instead of throwing', () => {
    expect(templateFromHash(new URL(linkWithTemplate('https://example.test/', 'a\uD800b')).hash)).toBe('a\uFFFDb');
  });

  propertyTest.prop([fc.string({ unit: 'grapheme' })])('round-trips any text', (text) => {
    const link = linkWithTemplate('https://example.test/play/', text);
    expect(templateFromHash(new URL(link).hash)).toBe(text);
  });
});
