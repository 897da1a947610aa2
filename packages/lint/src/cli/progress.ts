import { formatMessageIn } from '@templint/core/internal';
import type { LocaleCode } from '@templint/core/locales';
import { tableLanguage } from '../locale-table.js';

const DELAY_MS = 1000;
const INTERVAL_MS = 100;

/** The line in each language (`{{count|one:…|other:…}}` picks a plural form). */
const LINTED: Readonly<Record<LocaleCode, string>> = {
  en: 'templint: linted {{count}} {{count|one:file|other:files}}…',
  'pt-BR': 'templint: {{count}} {{count|one:arquivo verificado|other:arquivos verificados}}…',
  es: 'templint: {{count}} {{count|one:archivo revisado|other:archivos revisados}}…',
  hi: 'templint: {{count}} {{count|one:फ़ाइल जाँची गई|other:फ़ाइलें जाँची गईं}}…',
  id: 'templint: {{count}} berkas diperiksa…',
};

/**
 * A "linted N files" line on a terminal's stderr, in the run's language (`code`), shown only once a run has taken a while; never on
 * non-TTY, nor where `TERM=dumb` says the terminal takes no escapes (Emacs' compilation buffer), which
 * printed `^[[2K` before each count. The line is cut to the terminal's width.
 */
export function createProgress(
  stderr: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number },
  env: Readonly<Record<string, string | undefined>>,
  code?: string,
  now: () => number = Date.now,
): { tick(count: number): void; clear(): void } {
  if (stderr.isTTY !== true || env.TERM === 'dumb') return { tick: () => undefined, clear: () => undefined };
  const started = now();
  let lastDrawn = 0;
  let shown = false;
  const language = tableLanguage(LINTED, code);
  return {
    tick(count) {
      const time = now();
      if (time - started < DELAY_MS || time - lastDrawn < INTERVAL_MS) return;
      lastDrawn = time;
      shown = true;
      const line = formatMessageIn(language, LINTED[language], { count });
      // Within one row: a line the terminal wraps is cleared only on its last row, and each count left
      // the rows above it on the screen of a narrow terminal.
      const width = stderr.columns ?? 0;
      stderr.write(`\r\u001b[2K${width > 1 && line.length >= width ? line.slice(0, width - 1) : line}`);
    },
    clear() {
      if (!shown) return;
      shown = false;
      stderr.write('\r\u001b[2K');
    },
  };
}
