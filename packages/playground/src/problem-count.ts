/** The editor heading's count of problems: `no problems`, or `1 error, 2 warnings`. */
export function problemCountText(errors: number, warnings: number): string {
  if (errors + warnings === 0) return 'no problems';
  const plural = (count: number, word: string): string => `${String(count)} ${word}${count === 1 ? '' : 's'}`;
  return `${plural(errors, 'error')}, ${plural(warnings, 'warning')}`;
}
