// docs/reliability.md states the CLI's limits in words: this keeps its numbers those of the constants.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { MAX_NESTING_DEPTH } from '../syntax/nesting-depth.js';
import { MAX_LINTED_FILE_BYTES } from '../read/read-file.js';
import { MAX_SETTINGS_FILE_BYTES } from '../read/read-settings-file.js';
import { MAX_GLOB_LENGTH } from './file-filter.js';
import { MAX_STDIN_BYTES } from './run.js';

const doc = readFileSync(new URL('../../../../docs/reliability.md', import.meta.url), 'utf8');

describe('docs/reliability.md', () => {
  test('states the standard input limit that the CLI applies', () => {
    expect(doc).toContain(`standard input past ${String(MAX_STDIN_BYTES / 1024 / 1024)} MiB`);
    expect(doc).toContain(`stops reading at ${String(MAX_STDIN_BYTES / 1024 / 1024)} MiB`);
  });

  test('states the linted file limit that the CLI applies', () => {
    expect(doc).toContain(`a linted file past ${String(MAX_LINTED_FILE_BYTES / 1024 / 1024)} MiB`);
    expect(doc).toContain(`"The file is larger than ${String(MAX_LINTED_FILE_BYTES / 1024 / 1024)} MiB`);
  });

  test('states the nesting limit that the CLI applies', () => {
    expect(doc).toContain(`nested deeper than ${String(MAX_NESTING_DEPTH)} levels`);
  });

  test('states the settings file and glob limits that the CLI applies', () => {
    expect(doc).toContain(`at most ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB`);
    expect(readFileSync(new URL('../../../../docs/account-snapshot.md', import.meta.url), 'utf8').replace(/\s+/g, ' ')).toContain(`read up to ${String(MAX_SETTINGS_FILE_BYTES / 1024 / 1024)} MiB`);
    expect(doc).toContain(`the most is ${String(MAX_GLOB_LENGTH)}`);
  });
});
