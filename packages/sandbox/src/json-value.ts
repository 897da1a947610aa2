// The JSON the sandbox builds and answers with (lookup lists, template and user records), typed once for
// its files.

/** A JSON value. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
