/**
 * A unified diff of two texts (`--fix-dry-run`), with three lines of context. Lines are compared with a
 * longest-common-subsequence table over the changed middle only: fixes touch a few lines of a file.
 */
export function unifiedDiff(name: string, before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix += 1;
  const middleA = a.slice(prefix, a.length - suffix);
  const middleB = b.slice(prefix, b.length - suffix);
  const ops = diffLines(middleA, middleB);
  const context = 3;
  const start = Math.max(0, prefix - context);
  const lines: string[] = [];
  for (let index = start; index < prefix; index += 1) lines.push(` ${a[index] ?? ''}`);
  lines.push(...ops);
  const tailEnd = Math.min(a.length, a.length - suffix + context);
  for (let index = a.length - suffix; index < tailEnd; index += 1) lines.push(` ${a[index] ?? ''}`);
  const oldCount = prefix - start + middleA.length + (tailEnd - (a.length - suffix));
  const newCount = prefix - start + middleB.length + (tailEnd - (a.length - suffix));
  return `--- ${name}\n+++ ${name} (fixed)\n@@ -${String(start + 1)},${String(oldCount)} +${String(start + 1)},${String(newCount)} @@\n${lines.join('\n')}\n`;
}

function diffLines(a: readonly string[], b: readonly string[]): string[] {
  const table: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = table[i] ?? [];
      row[j] = a[i] === b[j] ? (table[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(table[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      out.push(` ${a[i] ?? ''}`);
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || (table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0))) {
      out.push(`-${a[i] ?? ''}`);
      i += 1;
    } else {
      out.push(`+${b[j] ?? ''}`);
      j += 1;
    }
  }
  return out;
}
