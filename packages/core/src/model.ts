// `@templint/core/model`: the typed view of a create request that every rule reads, for templint's other
// front ends (the preview, the client, the sandbox) and for tools, so that none of them reads the
// request's keys itself. The request's shape is described once (spec/create-request.ts); this is the one
// reading of it.
import type { Catalog } from './catalog/catalog.js';
import { catalogIndexOf } from './catalog/default-catalog-index.js';
import { defaultCatalog } from './catalog/default-catalog.js';
import { buildModel } from './model/build-model.js';
import type { TemplateModel } from './model/template-model.js';

export type {
  ButtonFieldModel,
  ButtonModel,
  CarouselModel,
  HeaderModel,
  PartModel,
  Section,
  SentValue,
  SlotPlace,
  TemplateModel,
  TextValue,
  VariableRow,
  VariableSlot,
} from './model/template-model.js';
export type { CatalogIndex, IndexedButtonType, IndexedField, IndexedSubType } from './catalog/catalog-index.js';

/** Options of `readTemplate`. */
export interface ReadTemplateOptions {
  /** The lookup lists that give the request's ids their kinds; the bundled example catalog when omitted. */
  readonly catalog?: Catalog;
}

/** Reads many requests against one catalog, indexed once (as `createValidator` does for validation). */
export interface TemplateReader {
  /** The model of one request; never throws, never writes to it. */
  read(request: unknown): TemplateModel;
}

/** Prepares a reader: the catalog is indexed here, once, not on every `read`. */
export function createTemplateReader(options: ReadTemplateOptions = {}): TemplateReader {
  const context = { catalog: catalogIndexOf(options.catalog ?? defaultCatalog), existingTemplateNames: undefined, flowIds: undefined };
  return { read: (request) => buildModel(request, context) };
}

/**
 * Reads a create request of any shape into the typed model the rules read: sections, header, body,
 * footer, buttons and their fields, variable slots with their rows, each with its JSON path. Never throws
 * and never writes to the request; what has the wrong type is simply absent from the model. For many
 * requests against one catalog, `createTemplateReader` indexes the catalog once.
 */
export function readTemplate(request: unknown, options: ReadTemplateOptions = {}): TemplateModel {
  return createTemplateReader(options).read(request);
}
