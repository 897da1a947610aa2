import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';

const MEDIA_KINDS: ReadonlySet<string> = new Set(['image', 'video', 'document']);

/** What tooling shows for header-media-storage-id. */
export const meta: RuleMeta = {
  description: () => 'An image, video or document header names its uploaded media with a cloud storage id.',
  specSection: '2.3',
};

export const headerMediaStorageId: RuleDefinition = defineRule({
  id: 'header-media-storage-id',
  severity: 'error',
  source: 'spec',
  messages: {
    missing:
      'This {{kind}} header has no media: set `chat_template_header_data_cloud_storage_id` to the id returned when the file was uploaded (0 means unused).',
  },
  check({ model, report }) {
    for (const { header } of model.sections) {
      if (!header?.kind || !MEDIA_KINDS.has(header.kind) || !header.item) continue;
      const storageId = header.sentStorageId;
      // A value of the wrong type is field-type's to report.
      if (storageId.value !== undefined && storageId.value !== 0) continue;
      report({ messageId: 'missing', path: storageId.path, data: { kind: header.kind } });
    }
  },
});
