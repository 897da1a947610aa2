/**
 * How messages name a section: `template` for the template itself, `carousel card 2` for a card
 * (numbered from 1, as a person counts them).
 */
export function sectionLabel(cardIndex: number | undefined): string {
  return cardIndex === undefined ? 'template' : `carousel card ${String(cardIndex + 1)}`;
}

/** How messages name a part of a section: `footer` in the template itself, `footer of carousel card 2` in a card. */
export function partLabel(part: string, cardIndex: number | undefined): string {
  return cardIndex === undefined ? part : `${part} of ${sectionLabel(cardIndex)}`;
}
