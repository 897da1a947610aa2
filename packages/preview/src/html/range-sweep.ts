// Which ranged flags overlap a range, asked for ranges in text order (the order a text is rendered in):
// each flag enters and leaves the active set once, so marking is linear in the flags plus what is marked,
// not their product (8,000 marks on one text took 11 s when every run searched every flag).
import type { SourceRange } from '../model/preview-model.js';

/** Something that covers a range of a text. */
export interface Ranged {
  readonly range: SourceRange;
}

/** Answers `overlapping` for ranges whose starts do not decrease; a range that starts earlier starts the sweep again. */
export class RangeSweep<T extends Ranged> {
  private readonly byStart: readonly T[];
  private next = 0;
  private active: T[] = [];
  private lastStart = 0;

  constructor(items: readonly T[]) {
    this.byStart = [...items].sort((a, b) => a.range[0] - b.range[0]);
  }

  /** The items that share a character with `range`, in the order of their starts. */
  overlapping(range: SourceRange): T[] {
    const [start, end] = range;
    if (start < this.lastStart) {
      this.next = 0;
      this.active = [];
    }
    this.lastStart = start;
    while (this.next < this.byStart.length) {
      const item = this.byStart[this.next];
      if (item === undefined || item.range[0] >= end) break;
      this.active.push(item);
      this.next += 1;
    }
    // What ends before this range ends before every later one too.
    this.active = this.active.filter((item) => item.range[1] > start);
    return this.active.filter((item) => item.range[0] < end);
  }
}
