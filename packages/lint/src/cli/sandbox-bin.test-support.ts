// Test support: the `templint-sandbox` bin of @templint/sandbox (a devDependency), found through the
// package's manifest as npm links it, so the tests run the sandbox a user installs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const MANIFEST = createRequire(import.meta.url).resolve('@templint/sandbox/package.json');
const { bin } = JSON.parse(readFileSync(MANIFEST, 'utf8')) as { readonly bin: Readonly<Record<string, string>> };

/** The absolute path of the bin's script (run it with `process.execPath`). */
export const SANDBOX_BIN: string = join(dirname(MANIFEST), bin['templint-sandbox'] ?? 'bin/templint-sandbox.js');
