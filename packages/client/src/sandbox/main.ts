// `pnpm sandbox`: starts the sandbox on 127.0.0.1 (port from PORT, else an ephemeral one) with core's
// example catalog, and prints its URL and API key. Ctrl-C stops it.
import { startSandbox } from './server.js';

const port = process.env.PORT === undefined || process.env.PORT === '' ? 0 : Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  process.stderr.write(`PORT must be a port number, not ${process.env.PORT ?? ''}\n`);
  process.exit(2);
}

const sandbox = await startSandbox({ port });
process.stdout.write(
  [
    'templint sandbox: a local stand-in for the template API (docs/client.md)',
    `  URL:     ${sandbox.url}`,
    `  API key: ${sandbox.apiKey}`,
    '',
    `  curl -H 'Authorization: Bearer ${sandbox.apiKey}' ${sandbox.url}/api/global/chat-template-type`,
    '',
    'Lookup lists come from the bundled example catalog. Ctrl-C stops it.',
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
