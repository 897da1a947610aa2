// The `templint-sandbox` command line (and `pnpm sandbox`): flags to `startSandbox` options. Never
// throws: a bad flag is a message for the caller to print with exit 2.
import { parseArgs } from 'node:util';
import { checkCatalog, type Catalog } from '@templint/core';
import type { ApprovalSimulation } from './approval-simulation.js';
import type { SandboxOptions } from './server.js';

/** The help text. */
export const SANDBOX_USAGE = `Usage: templint-sandbox [options]

A local stand-in for the template API, on 127.0.0.1. Prints its URL and API key; Ctrl-C stops it.

Options:
  --port N               port to listen on (default: $PORT, else a free one)
  --host ADDRESS         interface to listen on (default 127.0.0.1)
  --api-key KEY          a fixed API key (default: a new random key each start)
  --catalog FILE         serve the lookup lists from this catalog file (default: the bundled example)
  --flow-ids FILE        the Flow ids that exist (a JSON array of strings): a template naming another is refused (default: any)
  --approve-after MS     approve every created template that is reviewed (not an interactive one) MS milliseconds after create
  --reject-after MS      reject every created template that is reviewed (not an interactive one) MS milliseconds after create
  --reject-reason TEXT   the rejection reason (with --reject-after)
  -h, --help             print this help

Review a template by hand (sandbox only, not part of the API):
  curl -X POST -H 'Authorization: Bearer KEY' -H 'content-type: application/json' \\
       -d '{"decision":"rejected","reason":"Too promotional"}' URL/sandbox/templates/ID/review
`;

/** What the command line asks for. */
export type SandboxCommand =
  | { readonly kind: 'help' }
  | { readonly kind: 'start'; readonly options: SandboxOptions; readonly catalogFile: string | undefined }
  | { readonly kind: 'error'; readonly message: string };

/** Reads the flags; `readFile` reads the catalog and Flow id files, or says why it cannot (so tests need no disk). */
export function parseSandboxArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  readFile: (path: string) => { readonly text: string } | { readonly problem: string },
): SandboxCommand {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        catalog: { type: 'string' },
        'flow-ids': { type: 'string' },
        'approve-after': { type: 'string' },
        'reject-after': { type: 'string' },
        'reject-reason': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error: unknown) {
    return { kind: 'error', message: `${error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error)} (see --help)` };
  }
  if (values.help === true) return { kind: 'help' };
  const text = (name: string): string | undefined => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };

  const portText = text('port') ?? (env.PORT === '' ? undefined : env.PORT);
  const port = portText === undefined ? 0 : Number(portText);
  if (!/^\d{1,5}$/.test(portText ?? '0') || port > 65_535) return { kind: 'error', message: `--port must be a port number (0-65535), not ${portText ?? ''}` };

  const apiKey = text('api-key');
  // Printable ASCII only: a header carries other characters as bytes each client encodes its own way (found
  // by QA: `kéy€` started the sandbox, and no client could send it).
  if (apiKey !== undefined && !/^[\x21-\x7e]+$/u.test(apiKey)) return { kind: 'error', message: '--api-key must be a non-empty key of printable ASCII characters, without spaces (what every client sends alike in a header)' };

  let approval: ApprovalSimulation | undefined;
  const approveAfter = text('approve-after');
  const rejectAfter = text('reject-after');
  if (approveAfter !== undefined && rejectAfter !== undefined) return { kind: 'error', message: 'use --approve-after or --reject-after, not both' };
  if (text('reject-reason') !== undefined && rejectAfter === undefined) return { kind: 'error', message: '--reject-reason goes with --reject-after' };
  for (const [flag, value, decision] of [
    ['--approve-after', approveAfter, 'approved'],
    ['--reject-after', rejectAfter, 'rejected'],
  ] as const) {
    if (value === undefined) continue;
    if (!/^\d{1,9}$/.test(value)) return { kind: 'error', message: `${flag} must be a number of milliseconds, not ${value}` };
    approval = { decision, afterMs: Number(value), reason: text('reject-reason') };
  }

  const catalogFile = text('catalog');
  let catalog: Catalog | undefined;
  if (catalogFile !== undefined) {
    const parsed = readJson(catalogFile, readFile);
    if ('message' in parsed) return parsed;
    const checked = checkCatalog(parsed.value);
    if (!checked.ok) {
      return { kind: 'error', message: [`${catalogFile}: not a catalog:`, ...checked.problems.map((problem) => `  ${problem.path}: ${problem.message}`)].join('\n') };
    }
    catalog = checked.catalog;
  }

  const flowIdsFile = text('flow-ids');
  let flowIds: readonly string[] | undefined;
  if (flowIdsFile !== undefined) {
    const parsed = readJson(flowIdsFile, readFile);
    if ('message' in parsed) return parsed;
    const ids = parsed.value;
    if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
      return { kind: 'error', message: `${flowIdsFile}: must be a JSON array of Flow ids (strings), as templint --flow-ids reads` };
    }
    flowIds = ids;
  }

  return { kind: 'start', catalogFile, options: { port, host: text('host'), apiKey, catalog, approval, flowIds } };
}

/** A flag's file read and parsed as JSON, or the command's error naming the file. */
function readJson(
  file: string,
  readFile: (path: string) => { readonly text: string } | { readonly problem: string },
): { readonly value: unknown } | { readonly kind: 'error'; readonly message: string } {
  const read = readFile(file);
  if ('problem' in read) return { kind: 'error', message: `${file}: ${read.problem}` };
  try {
    return { value: JSON.parse(read.text) as unknown };
  } catch {
    return { kind: 'error', message: `${file}: not JSON` };
  }
}
