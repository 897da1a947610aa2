// The language a request's message is written in, as the catalog names it by `chat_language_id` (`pt_BR`),
// written as a `lang` attribute takes it (`pt-BR`): a screen reader reads the previewed message in the
// template's language, not in the page's (WCAG 3.1.2, language of parts). The id is read through core's
// model, as every other package reads a request.
import type { Catalog } from '@templint/core';
import type { TemplateModel } from '@templint/core/model';

/** The BCP 47 tag of a request's language, or undefined when the request or the catalog does not say. */
export function templateLanguageTag(model: TemplateModel, catalog: Pick<Catalog, 'languages'>): string | undefined {
  const id = model.fields.languageId.value;
  if (typeof id !== 'number') return undefined;
  const code = catalog.languages.find((language) => language.id === id)?.code;
  if (code === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(code.replaceAll('_', '-'))[0];
  } catch {
    // A code that is no language tag: the message keeps the page's language rather than a wrong one.
    return undefined;
  }
}
