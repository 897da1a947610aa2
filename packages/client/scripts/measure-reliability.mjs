// Measures, once, what docs/reliability.md ("Client and sandbox") quotes: the client's peak memory while
// refusing a 1 GiB answer and a gzip bomb that inflates to 1 GiB, and the sandbox's memory and log under
// 600 unauthenticated 1 MB POSTs. Not a test (no assertions): run after `tsc -b` with
//   node --expose-gc packages/client/scripts/measure-reliability.mjs
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';
import { clearInterval, setInterval } from 'node:timers';
import { createGzip } from 'node:zlib';
import { createClient } from '../dist/index.js';
import { startSandbox } from '@templint/sandbox';

const MiB = 1024 * 1024;
const mib = (bytes) => `${(bytes / MiB).toFixed(0)} MiB`;

/** Samples RSS every 5 ms while `run` runs; resolves to the peak growth over the starting RSS. */
async function peakRss(run) {
  globalThis.gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const result = await run();
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { result, start, growth: peak - start };
}

async function serve(handler) {
  const server = createServer(handler);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, server };
}

/** Writes `total` bytes of spaces (optionally through gzip) and reports how many went out before the client left. */
function endless(total, gzip) {
  let sent = 0;
  const handler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
    const sink = gzip ? createGzip({ level: 1 }) : response;
    if (gzip) sink.pipe(response);
    const chunk = Buffer.alloc(MiB, 0x20);
    response.on('close', () => sink.destroy());
    const pump = () => {
      while (sent < total && !response.destroyed) {
        sent += chunk.length;
        if (!sink.write(chunk)) return void sink.once('drain', pump);
      }
      sink.end();
    };
    pump();
  };
  return { handler, sent: () => sent };
}

const rows = [];
for (const [label, gzip] of [
  ['1 GiB answer, maxResponseBytes 8 MiB (default)', false],
  ['gzip bomb inflating to 1 GiB, maxResponseBytes 8 MiB', true],
]) {
  const source = endless(1024 * MiB, gzip);
  const { url, server } = await serve(source.handler);
  const client = createClient({ baseUrl: url, apiKey: 'measure-key', retries: 0 });
  const { result, growth } = await peakRss(() => client.getLanguages().then(() => 'read', (error) => `${error.name} (receivedBytes ${error.receivedBytes})`));
  rows.push([label, result, `peak RSS growth ${mib(growth)}`, `server wrote ${mib(source.sent())} (uncompressed) before the client left`]);
  server.closeAllConnections();
  server.close();
}

{
  const sandbox = await startSandbox();
  const body = 'x'.repeat(1_000_000);
  const { result, growth } = await peakRss(async () => {
    const statuses = new Map();
    for (let index = 0; index < 600; index += 1) {
      const response = await globalThis.fetch(`${sandbox.url}/api/provider-integration/create-chat-template`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      await response.arrayBuffer();
    }
    return `answers ${JSON.stringify(Object.fromEntries(statuses))}, log ${JSON.stringify(sandbox.logUsage())}`;
  });
  rows.push(['sandbox: 600 unauthenticated 1 MB POSTs (client and sandbox in one process)', result, `peak RSS growth ${mib(growth)}`, '']);
  await sandbox.close();
}

for (const row of rows) console.log(row.filter(Boolean).join(' | '));
console.log(`node ${process.version}, ${process.platform} ${process.arch}`);
