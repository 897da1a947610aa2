/** A stream the report goes to, as far as colour is concerned (Node's `tty.WriteStream` has both). */
export interface ColorStream {
  readonly isTTY?: boolean;
  hasColors?(): boolean;
}

/**
 * Whether to colour: `--color`/`--no-color` win; then `FORCE_COLOR` (`0` or `false` turns colour off,
 * any other value on, as chalk's supports-color reads it); then `NO_COLOR` (no-color.org); then the
 * stream's own answer (`hasColors()`, which knows `TERM=dumb`), else whether it is a terminal.
 */
export function useColor(flag: boolean | undefined, env: Readonly<Record<string, string | undefined>>, stream: ColorStream): boolean {
  if (flag !== undefined) return flag;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR) return false;
  if (stream.isTTY !== true) return false;
  return typeof stream.hasColors === 'function' ? stream.hasColors() : true;
}
