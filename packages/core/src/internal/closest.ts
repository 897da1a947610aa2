/**
 * The one candidate within a typo's reach of `word` (one edit for short words, two from six characters
 * on), or undefined when none is, or when two are equally near: a guess would then be a coin toss.
 */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const reach = word.length >= 6 ? 2 : 1;
  let best: string | undefined;
  let bestDistance = reach + 1;
  let tie = false;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > reach) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return tie ? undefined : best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
