import type { Diagnostic } from '@templint/core';
import { describe, expect, test } from 'vitest';
import { formatPath, HttpError, InvalidRequestError, InvalidResponseError, TemplintClientError, TimeoutError } from './errors.js';

describe('the error family', () => {
  test('every error is a TemplintClientError with its name and operation', () => {
    const error = new TimeoutError('GET /x', 50);
    expect(error).toBeInstanceOf(TemplintClientError);
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('TimeoutError: GET /x timed out after 50 ms');
    expect(JSON.parse(JSON.stringify(error))).toEqual({ name: 'TimeoutError', message: 'GET /x timed out after 50 ms', operation: 'GET /x', timeoutMs: 50 });
  });

  test('HttpError serializes its status and body', () => {
    const error = new HttpError('GET /x', 404, { status: false }, 'GET /x failed with HTTP 404');
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: 'HttpError', status: 404, body: { status: false } });
  });

  test('InvalidResponseError names the first paths in its message', () => {
    const error = new InvalidResponseError('GET /x', [
      { path: ['data', 0, 'a'], dotPath: 'data.0.a', message: 'missing' },
      { path: [], dotPath: '', message: 'odd' },
    ]);
    expect(error.message).toBe('GET /x: the response does not have the expected shape: data[0].a: missing; (body): odd');
  });

  test('InvalidRequestError counts the errors and quotes the first', () => {
    const diagnostic: Diagnostic = { ruleId: 'r', messageId: 'm', message: 'Too long.', severity: 'error', path: ['a', 1] };
    const warning: Diagnostic = { ...diagnostic, severity: 'warning' };
    expect(new InvalidRequestError('POST /c', [warning, diagnostic]).message).toBe('The template was not sent: it has 1 error. First: r at ["a",1]: Too long.');
  });
});

describe('formatPath', () => {
  test('writes keys with dots and indexes in brackets', () => {
    expect(formatPath(['data', 0, 'chat_template_data', 2, 'x'])).toBe('data[0].chat_template_data[2].x');
    expect(formatPath([3])).toBe('[3]');
    expect(formatPath([])).toBe('(body)');
  });
});
