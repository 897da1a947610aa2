import type { CreateTemplateRequest } from './request-types.js';
import { validateTemplate } from './validate.js';
import type { ValidateOptions } from './validator/create-validator.js';

// The Standard Schema v1 interface (standardschema.dev), written out here so core keeps no dependency.

/** One problem, as Standard Schema consumers (form libraries, frameworks) read it. */
export interface StandardIssue {
  readonly message: string;
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
}

/** The result of a Standard Schema `validate` call. */
export type StandardResult<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: readonly StandardIssue[] };

/** The Standard Schema v1 interface. */
export interface StandardSchemaV1<Input = unknown, Output = Input> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output } | undefined;
  };
}

/**
 * A Standard Schema of the create request, so libraries that accept Standard Schema validators get
 * templint's errors at the right field paths. Errors fail validation; warnings do not.
 */
export function createTemplateSchema(options?: ValidateOptions): StandardSchemaV1<CreateTemplateRequest, CreateTemplateRequest> {
  return {
    '~standard': {
      version: 1,
      vendor: 'templint',
      validate(value) {
        const { diagnostics } = validateTemplate(value, options);
        const issues: StandardIssue[] = [];
        for (const diagnostic of diagnostics) {
          if (diagnostic.severity === 'error') issues.push({ message: diagnostic.message, path: diagnostic.path });
        }
        // No error means the value has the request's shape: it is returned as the typed request.
        return issues.length > 0 ? { issues } : { value: value as CreateTemplateRequest };
      },
    },
  };
}

/** The create-request Standard Schema with default options (the bundled example catalog). */
export const templateSchema: StandardSchemaV1<CreateTemplateRequest, CreateTemplateRequest> = createTemplateSchema();
