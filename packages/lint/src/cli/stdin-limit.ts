/**
 * The most standard input is read (64 MiB): it may be endless (`yes |`), and a payload file is far
 * smaller. Past it the run stops reading and reports the input as too large (the lint command and preview).
 */
export const MAX_STDIN_BYTES: number = 64 * 1024 * 1024;
