// `templint-sandbox` (bin/templint-sandbox.js) and `pnpm sandbox`: starts the sandbox (flags in
// sandbox-args.ts) and prints its URL and API key. Ctrl-C stops it. Everything the run holds lives in
// `main`'s closure: the module itself keeps no state.
import { readFlagFile } from './read-flag-file.js';
import { parseSandboxArgs, SANDBOX_USAGE } from './sandbox-args.js';
import { startSandbox, type Sandbox } from './server.js';

/** Runs the bin: parses the flags, starts the sandbox and stops it on SIGINT or SIGTERM. */
async function main(args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const command = parseSandboxArgs(args, env, readFlagFile);
  if (command.kind === 'help') {
    process.stdout.write(SANDBOX_USAGE);
    process.exit(0);
  }
  if (command.kind === 'error') {
    process.stderr.write(`templint-sandbox: ${command.message}\n`);
    process.exit(2);
  }

  const { options, catalogFile } = command;
  let sandbox: Sandbox;
  try {
    sandbox = await startSandbox(options);
  } catch (error: unknown) {
    process.stderr.write(`templint-sandbox: cannot listen: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
  const approval = options.approval;
  process.stdout.write(
    [
      'templint sandbox: a local stand-in for the template API',
      `  URL:     ${sandbox.url}`,
      `  API key: ${sandbox.apiKey}`,
      '',
      `  curl -H 'Authorization: Bearer ${sandbox.apiKey}' ${sandbox.url}/api/global/chat-template-type`,
      '',
      catalogFile === undefined ? 'Lookup lists come from the bundled example catalog.' : `Lookup lists come from ${catalogFile}.`,
      options.flowIds === undefined ? 'Any Flow id is taken; --flow-ids FILE names the Flows that exist.' : `A template naming a Flow id other than the ${String(options.flowIds.length)} of --flow-ids is refused.`,
      approval === undefined
        ? 'Created templates stay Pending; review one with POST /sandbox/templates/<id>/review (see --help).'
        : `Created templates are ${approval.decision} ${String(approval.afterMs)} ms after create.`,
      'Ctrl-C stops it.',
      '',
    ].join('\n'),
  );

  const stop = (): void => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

await main(process.argv.slice(2), process.env);
