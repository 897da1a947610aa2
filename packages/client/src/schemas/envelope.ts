// The spec's response envelope (sections 2.10, 4, 7): `{ status: boolean, data: [...] }`, with
// `status: true` on success. Parsed in two steps: the head first, so that a `status: false` answer is
// reported as such rather than as a shape mismatch of `data`; then the whole envelope.
import * as v from 'valibot';

/** The part of every answer the client reads first: its `status`. Other fields are kept. */
export interface EnvelopeHead {
  readonly status: boolean;
  readonly [key: string]: unknown;
}

/** A successful answer: `status` and the `data` array of records. Other fields are kept. */
export interface Envelope<T> {
  readonly status: boolean;
  readonly data: T[];
  readonly [key: string]: unknown;
}

/** `{ status: boolean, ... }`. */
export const envelopeHeadSchema: v.GenericSchema<unknown, EnvelopeHead> = v.looseObject({ status: v.boolean() });

/** `{ status: boolean, data: item[] }` with at least one item (the spec's "array holding one ... record"). */
export function envelopeOf<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, Envelope<T>> {
  return v.looseObject({ status: v.boolean(), data: v.pipe(v.array(item), v.minLength(1, 'expected at least one record in data')) });
}
