// Makes sure Debian's Chromium is at /usr/bin/chromium for the browser test project (vitest browser
// mode drives it through playwright with `executablePath`). Playwright never downloads a browser here:
// its own download fails on these machines, so the browser comes from Debian's packages.
//
// Run first by the root `test` script. Needs root to install (every machine here, CI included, runs
// as root); anywhere else it says what to run and exits 1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import process from 'node:process';

const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
  console.error(
    `ensure-chromium: ${CHROMIUM} is missing and this is not root, so it cannot be installed here.\n` +
      'Install Debian\'s Chromium first:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '(the browser tests never let playwright download a browser of its own).',
  );
  process.exit(1);
}

console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium (a minute or two)...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
  const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (run.error || run.status !== 0) {
    console.error(`ensure-chromium: apt-get ${args.join(' ')} failed (${run.error?.message ?? `exit ${String(run.status)}`}).`);
    process.exit(1);
  }
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: chromium was installed but ${CHROMIUM} is still missing.`);
  process.exit(1);
}
console.log(`ensure-chromium: installed ${CHROMIUM}.`);
