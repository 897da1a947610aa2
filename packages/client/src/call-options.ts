/** Per-call options. */
export interface CallOptions {
  /** Aborts the call (and its retries); the call then rejects with the signal's reason. */
  readonly signal?: AbortSignal | undefined;
}
