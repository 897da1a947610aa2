// header-media-storage-id's tooling metadata, apart from the rule so that a validation bundle never carries it (issue 11).
import type { RuleMeta } from '../../rule-meta.js';

/** What tooling shows for header-media-storage-id. */
export const headerMediaStorageIdMeta: RuleMeta = {
  description: 'An image, video or document header names its uploaded media with a cloud storage id.',
};
