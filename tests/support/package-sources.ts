// The packages' own source files, for the tests that read every one of them (module state, regular
// expressions): not tests, not test support (`*.test-support.ts`, a `testing/` folder), not declarations.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The `packages/` folder. */
export const PACKAGES: string = fileURLToPath(new URL('../../packages/', import.meta.url));

/** A folder's source files, its subfolders' included. */
export function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.m?tsx?$/.test(entry.name) && !/\.(test|test-support)\.m?tsx?$|\.d\.m?ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every package's `src` folder. */
export function packageSourceFolders(): string[] {
  return readdirSync(PACKAGES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (readdirSync(join(PACKAGES, entry.name)).includes('src') ? [join(PACKAGES, entry.name, 'src')] : []));
}
