import type { DocumentNode } from '@humanwhocodes/momoa';
import type { Diagnostic } from '@templint/core';
import { locate, type SourceSpan } from './locate.js';
import type { AstLookup } from './ast-lookup.js';

/**
 * Where a core diagnostic lands in its JSON text; the CLI and the ESLint plugin both ask here. `lookup`:
 * one `createAstLookup()` for all of a document's diagnostics.
 */
export function locateDiagnostic(document: DocumentNode, text: string, diagnostic: Diagnostic, lookup?: AstLookup): SourceSpan {
  return locate(document, text, diagnostic.path, diagnostic.range, diagnostic.target ?? 'value', lookup);
}
