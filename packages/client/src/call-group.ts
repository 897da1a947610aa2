// Calls that succeed or fail together: `getMappedCatalog` needs every lookup list, so the first failure
// cancels the others instead of leaving them to run until their own timeout (issue 21, point 14).
import type { CallOptions } from './call-options.js';

/** The options to give each call of the group, and how to end the group. */
export interface CallGroup {
  /** Per-call options whose signal aborts when the caller's does or when one call of the group fails. */
  readonly call: CallOptions & { readonly signal: AbortSignal };
  /** Passes a call's outcome through; a failure first cancels the group's other calls. */
  member<T>(promise: Promise<T>): Promise<T>;
  /** Stops listening to the caller's signal (call when the group has settled). */
  dispose(): void;
}

/** A group of calls under the caller's options. */
export function callGroup(caller: CallOptions | undefined): CallGroup {
  const controller = new AbortController();
  const callerSignal = caller?.signal;
  const onCallerAbort = (): void => {
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted === true) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    call: { signal: controller.signal },
    member: (promise) =>
      promise.catch((error: unknown) => {
        // The others reject with this same error; `Promise.all` reports the first, this one.
        controller.abort(error);
        throw error;
      }),
    dispose: () => {
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
