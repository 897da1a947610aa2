// Approval simulation (issue 13 point 7): a created normal or carousel template starts Pending, as on the
// platform; the sandbox can move it to Approved or Rejected (with a reason) after a delay or on request,
// so a caller's status handling can be exercised. Interactive templates are never reviewed (spec 3).
import { PENDING_STATUS } from './template-record.js';
import type { Json } from './json-value.js';

/** A review outcome. */
export type ReviewDecision = 'approved' | 'rejected';

/** The statuses the sandbox uses (the spec shows only Pending's name; the ids are ours). */
export const REVIEW_STATUSES: Readonly<Record<ReviewDecision | 'pending', { readonly id: number; readonly name: string }>> = {
  pending: PENDING_STATUS,
  approved: { id: 2, name: 'Approved' },
  rejected: { id: 3, name: 'Rejected' },
};

/** The reason a rejection carries when none is given. */
export const DEFAULT_REJECTION_REASON = 'Rejected by the sandbox approval simulation';

/** Reviews every created template automatically. */
export interface ApprovalSimulation {
  readonly decision: ReviewDecision;
  /** After how long, in milliseconds (0: at once, the create answer still says Pending). */
  readonly afterMs: number;
  /** The rejection reason (rejected only). */
  readonly reason?: string | undefined;
}

/**
 * The record with its approval metadata set to the decision, or undefined when it has none to set
 * (an interactive template).
 */
export function reviewedRecord(record: Readonly<Record<string, Json>>, decision: ReviewDecision, reason: string | undefined, now: Date): Record<string, Json> | undefined {
  const metadata = record.chat_template_metadata;
  if (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata)) return undefined;
  const status = REVIEW_STATUSES[decision];
  return {
    ...record,
    updated_at_timestamp: now.toISOString(),
    chat_template_metadata: {
      ...metadata,
      provider_chat_template_status_id: status.id,
      provider_chat_template_status_name: status.name,
      chat_template_metadata_error_reason: decision === 'rejected' ? (reason ?? DEFAULT_REJECTION_REASON) : null,
    },
  };
}
