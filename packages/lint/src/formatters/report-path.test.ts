// The github and sarif formats' paths on Windows, run on any platform: path.win32 is passed in, as
// node:path is on Windows. GitHub and code scanning read `/` only.
import { posix, win32 } from 'node:path';
import { describe, expect, test } from 'vitest';
import { rules } from '@templint/core';
import { toResult } from '../lint-result.js';
import { github } from './github.js';
import { artifactLocation, directoryUri, reportPath, reportUri } from './report-path.js';
import { sarif } from './sarif.js';

const result = toResult('C:\\repo\\app\\my templates\\a#1.json', [
  { ruleId: 'template-name-format', message: 'Bad name.', severity: 2, line: 3, column: 5, related: { filePath: 'C:\\repo\\app\\first.json', message: 'First here.', line: 1, column: 1 } },
]);

describe('report paths on Windows', () => {
  test('a path from the root has / between its parts, never \\', () => {
    expect(reportPath('C:\\repo', 'C:\\repo\\app\\templates\\a.json', win32)).toBe('app/templates/a.json');
    expect(reportPath('C:\\repo\\app', 'C:\\repo\\other\\a.json', win32)).toBe('../other/a.json');
    // On Linux a \ is a character of a name: kept.
    expect(reportPath('/repo', '/repo/a\\b.json', posix)).toBe('a\\b.json');
  });

  test('a SARIF uri is percent-encoded part by part, and the root a file: URI with its drive', () => {
    expect(reportUri('C:\\repo', 'C:\\repo\\app\\my templates\\a#1.json', win32)).toBe('app/my%20templates/a%231.json');
    expect(directoryUri('C:\\my repo', win32)).toBe('file:///C:/my%20repo/');
    expect(directoryUri('/home/me/my repo', posix)).toBe('file:///home/me/my%20repo/');
  });

  test('a SARIF artifact outside the root is its absolute file: URI, not a path climbing out of %SRCROOT%', () => {
    expect(artifactLocation('C:\\repo', 'C:\\repo\\app\\a.json', win32)).toEqual({ uri: 'app/a.json', uriBaseId: '%SRCROOT%' });
    expect(artifactLocation('C:\\repo\\app', 'C:\\repo\\other dir\\a.json', win32)).toEqual({ uri: 'file:///C:/repo/other%20dir/a.json' });
    expect(artifactLocation('/repo/app', '/repo/other/a.json', posix)).toEqual({ uri: 'file:///repo/other/a.json' });
    // A name that starts with two dots is inside.
    expect(artifactLocation('/repo', '/repo/..a.json', posix)).toEqual({ uri: '..a.json', uriBaseId: '%SRCROOT%' });
  });

  test('-f github annotates app/my templates/a#1.json', () => {
    const format = github({ cwd: 'C:\\repo', root: 'C:\\repo', color: false, rules, version: '0.0.0', path: win32 });
    expect(format.file(result)).toBe('::error file=app/my templates/a#1.json,line=3,col=5,title=templint/template-name-format::Bad name.\n');
  });

  test('-f sarif names app/my%20templates/a%231.json from %SRCROOT%, file:///C:/repo/, and the related file alike', () => {
    const format = sarif({ cwd: 'C:\\repo', root: 'C:\\repo', color: false, rules, version: '0.0.0', path: win32 });
    const log = JSON.parse(format.start() + format.file(result) + format.end({ errorCount: 1, warningCount: 0, fatalErrorCount: 0, fileCount: 1 })) as {
      runs: { results: { locations: { physicalLocation: { artifactLocation: unknown } }[]; relatedLocations: { physicalLocation: { artifactLocation: unknown } }[] }[]; originalUriBaseIds: unknown }[];
    };
    const [run] = log.runs;
    expect(run?.results[0]?.locations[0]?.physicalLocation.artifactLocation).toEqual({ uri: 'app/my%20templates/a%231.json', uriBaseId: '%SRCROOT%' });
    expect(run?.results[0]?.relatedLocations[0]?.physicalLocation.artifactLocation).toEqual({ uri: 'app/first.json', uriBaseId: '%SRCROOT%' });
    expect(run?.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: 'file:///C:/repo/' } });
  });
});
