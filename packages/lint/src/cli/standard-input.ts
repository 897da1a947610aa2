// Standard input as the lint command and `preview` read it (`-`, or `--stdin`): bounded, and a failure said
// in one sentence each.
import type { CliIo } from './cli-io.js';

/**
 * The most standard input is read (64 MiB): it may be endless (`yes |`), and a payload file is far
 * smaller. Past it the run stops reading and reports the input as too large.
 */
export const MAX_STDIN_BYTES: number = 64 * 1024 * 1024;

/** Standard input's bytes (none when nothing is piped), or why it cannot be read: a fault of the run. */
export async function readStandardInput(io: Pick<CliIo, 'readStdin'>): Promise<{ readonly bytes: Uint8Array } | string> {
  let bytes: Uint8Array;
  try {
    bytes = io.readStdin ? await io.readStdin(MAX_STDIN_BYTES) : new Uint8Array();
  } catch (error) {
    return `Standard input cannot be read: ${error instanceof Error ? error.message : String(error)}.`;
  }
  return bytes.length > MAX_STDIN_BYTES ? `Standard input is larger than ${String(MAX_STDIN_BYTES / 1024 / 1024)} MiB, the most templint reads from it; pass the file by name instead.` : { bytes };
}
