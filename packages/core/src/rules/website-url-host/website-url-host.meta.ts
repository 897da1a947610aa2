// website-url-host's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for website-url-host. */
export const websiteUrlHostMeta: RuleMeta = {
  description: 'A website button links to the business\'s own site: not to a WhatsApp chat link (`wa.me`) or a link shortener.',
};
