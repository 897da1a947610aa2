// The scalar building blocks of the response schemas. The spec's records mostly type ids as numbers but
// warns that "numeric ids appear as strings in places" (2.10, read form): every id schema here accepts
// both and hands out one type, so callers never branch on it.
import * as v from 'valibot';

/** The message of a numeric id that is neither a number nor a string of digits. */
export const NUMERIC_ID_MESSAGE = 'expected a number or a string of digits';

/** A numeric id: a finite number, or a string of digits (optionally negative); it comes out as a number. */
export const numericId: v.GenericSchema<number | string, number> = v.union(
  [v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/, NUMERIC_ID_MESSAGE), v.transform(Number))],
  NUMERIC_ID_MESSAGE,
);

/** An id the spec types as a string that may come as a number; it comes out as a string. */
export const stringId: v.GenericSchema<string | number, string> = v.union([
  v.string(),
  v.pipe(v.number(), v.finite(), v.transform(String)),
]);

/** An ISO 8601 timestamp such as `2024-05-04T10:20:30.000Z` (spec 2: "Timestamps are ISO 8601 strings in UTC"). */
export const timestamp: v.GenericSchema<string> = v.pipe(v.string(), v.isoTimestamp());
