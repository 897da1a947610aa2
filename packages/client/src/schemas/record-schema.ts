// Ties a response schema to the record type written beside it. `isolatedDeclarations` (house style,
// section 6) forbids exporting a type inferred with `v.InferOutput`, so the record types are spelled out;
// this makes the compiler hold each spelled-out type and its schema's output to one another both ways,
// so neither can gain or change a typed field without the other.
import type * as v from 'valibot';

/** True when each type is assignable to the other. */
type FitBothWays<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** A type's named fields, without its index signature (which would let any optional field through). */
type NamedFields<T> = { [Key in keyof T as string extends Key ? never : number extends Key ? never : Key]: T[Key] };

/** The same named fields, each with types that fit both ways (optional or required alike); readonly aside. */
type SameFields<A, B> =
  FitBothWays<keyof NamedFields<A>, keyof NamedFields<B>> extends true ? FitBothWays<NamedFields<A>, NamedFields<B>> : false;

/** What a schema whose output does not fit `Record` both ways is asked to be instead: a readable compile error. */
interface OutputDiffersFrom<Record> {
  readonly 'the schema output and the record type differ': Record;
}

/**
 * `recordSchema<Record>()(schema)`: the schema typed as `GenericSchema<unknown, Record>`; compiles only
 * when the schema's output and `Record` name the same fields with types assignable both ways.
 */
export function recordSchema<Record>(): <Schema extends v.GenericSchema<unknown, Record>>(
  schema: Schema & (SameFields<v.InferOutput<Schema>, Record> extends true ? unknown : OutputDiffersFrom<Record>),
) => v.GenericSchema<unknown, Record> {
  return (schema) => schema;
}
