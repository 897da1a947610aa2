// A template's approval status, read honestly from its record (spec 3): a normal or carousel template
// is submitted to the approval authority and carries its status in `chat_template_metadata` (Pending
// right after create, then whatever the authority decides); an interactive template is validated and
// stored by the service only, so it has no authority status at all, whatever the record holds there.
import type { TemplateRecord } from './schemas/template-record.js';

/** Where a template stands with the approval authority. */
export type Approval =
  | {
      /** Submitted to the approval authority (normal, authentication and carousel templates). */
      readonly submitted: true;
      readonly statusId: number;
      /** For example `Pending`; other names are not shown in the spec. */
      readonly statusName: string;
      /** Why the authority rejected it, if it did. */
      readonly errorReason: string | null;
      /** The template's id at the approval authority. */
      readonly providerTemplateId: string;
    }
  | {
      /** Not submitted: an interactive template is saved and validated by the service only. */
      readonly submitted: false;
      readonly reason: 'interactive';
    };

/** The approval status a template record shows. */
export function approvalOf(record: TemplateRecord): Approval {
  const metadata = record.chat_template_metadata;
  // The record schema guarantees metadata for every template that is not interactive.
  if (record.chat_template_flag_interactive_message || metadata === null) return { submitted: false, reason: 'interactive' };
  return {
    submitted: true,
    statusId: metadata.provider_chat_template_status_id,
    statusName: metadata.provider_chat_template_status_name,
    errorReason: metadata.chat_template_metadata_error_reason,
    providerTemplateId: metadata.provider_chat_template_id,
  };
}
