/**
 * Whether `text` is `expected` but for letter case and spacing (spaces around it or doubled, a no-break
 * space, a line break): a slip with one certain fix, where any other text needs a person.
 */
export function isCasingOrSpacingSlip(text: string, expected: string): boolean {
  return text.replace(/\s+/gu, ' ').trim().toLowerCase() === expected.toLowerCase();
}
