// The public face of @templint/sandbox: a local stand-in for the template API (Node only), for tests and
// for trying the client without an account. Explicit named exports only; the bin is src/main.ts.
// Spec 4's paths, written once in core (the client calls the same ones).
export { API_PATHS } from '@templint/core/internal';
export { REVIEW_STATUSES, type ApprovalSimulation, type ReviewDecision } from './approval-simulation.js';
export { type Faults, type FaultResponse, type FaultScope, type RouteMatcher } from './faults.js';
export type { Json } from './json-value.js';
export { lookupResponses } from './lookup-lists.js';
export { startSandbox, type LoggedRequest, type Sandbox, type SandboxOptions } from './server.js';
export { templateRecord, type RecordContext } from './template-record.js';
export type { StoredTemplate } from './template-store.js';
