// What a project's type check reads of an installed package: its declaration files and every module they
// import. Under `skipLibCheck: false` (and for the types a declaration hands on, under any setting) an
// import that installing the package does not bring is "Cannot find module" in the user's project, which
// neither publint nor attw can see: they look at the package alone. The packed tarballs get the same
// check (scripts/check-packages.mjs, tests/packed-install.test.ts); this one reads the build in place.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { declarationImportProblems, PACKAGE_DIRS } from '../scripts/check-packages.mjs';

const root = new URL('../', import.meta.url);

describe.each(PACKAGE_DIRS)('packages/%s', (dir) => {
  test('its declaration files import only the package, its dependencies and its peers', () => {
    const manifest = JSON.parse(readFileSync(new URL(`packages/${dir}/package.json`, root), 'utf8')) as { name: string };
    const dist = new URL(`packages/${dir}/dist/`, root);
    const declarations = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.d.ts') && !/\.test(-support|-d)?\./.test(file))
      .map((file) => [file, readFileSync(new URL(file, dist), 'utf8')] as const);
    expect(declarations.length).toBeGreaterThan(0);
    expect(declarationImportProblems(manifest, declarations)).toEqual([]);
  });
});

test('the check names an import of a package that is neither a dependency nor a peer, and of a Node built-in', () => {
  const declarations = [['a.d.ts', "import type { A } from 'dep/sub';\nimport type { B } from '@scope/peer';\nimport type { C } from '@scope/other/internal';\nimport type { D } from 'node:path';\nexport type { A, B, C, D };\n"]] as const;
  expect(declarationImportProblems({ name: '@scope/self', dependencies: { dep: '1.0.0' }, peerDependencies: { '@scope/peer': '^1' } }, declarations)).toEqual([
    'a.d.ts imports @scope/other/internal: @scope/other is neither a dependency nor a peer dependency',
    "a.d.ts imports node:path: its types are @types/node's, which the package does not depend on",
  ]);
});
