/** A stream the report goes to, as far as colour is concerned (Node's `tty.WriteStream` has both). */
export interface ColorStream {
  readonly isTTY?: boolean;
  hasColors?(): boolean;
}

/** The `FORCE_COLOR` values that turn colour on in Node (`tty.getColorDepth`): 16, 256 or 16 million colours. */
const FORCE_COLOR_ON: readonly string[] = ['', '1', 'true', '2', '3'];

/**
 * Whether to colour: `--color`/`--no-color` win; then `FORCE_COLOR` (empty, `1`, `true`, `2` or `3` turns
 * colour on, any other value off, as Node's `tty.getColorDepth` reads it for ESLint 10's `styleText`); then
 * `NO_COLOR` (no-color.org); then the stream's own answer (`hasColors()`, which knows `TERM=dumb`), else
 * whether it is a terminal.
 */
export function useColor(flag: boolean | undefined, env: Readonly<Record<string, string | undefined>>, stream: ColorStream): boolean {
  if (flag !== undefined) return flag;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return FORCE_COLOR_ON.includes(force);
  if (env.NO_COLOR) return false;
  if (stream.isTTY !== true) return false;
  return typeof stream.hasColors === 'function' ? stream.hasColors() : true;
}
