// Faults a test (or a frontend developer) can inject into the sandbox: slow answers, failures with a
// status such as 503 (optionally with Retry-After), bodies that are not JSON, and bodies of the wrong
// shape. Each fault matches a route (an exact path, a RegExp on the path, or every route) and lasts a
// number of requests. Faults apply before the key check, as an overloaded proxy would.

/** Which requests a fault applies to: an exact path (no query), a RegExp tested on the path, or all. */
export type RouteMatcher = string | RegExp;

/** Where and how long. */
export interface FaultScope {
  /** The route; every route when omitted. */
  readonly route?: RouteMatcher | undefined;
  /** How many matching requests it applies to. */
  readonly times?: number | undefined;
}

/** What the server does instead of answering normally. */
export type FaultResponse =
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter?: string | undefined; readonly body: unknown }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'body'; readonly status: number; readonly body: unknown };

interface Rule<T> {
  readonly route: RouteMatcher | undefined;
  remaining: number;
  readonly value: T;
}

/** The sandbox's injected faults. */
export class Faults {
  readonly #delays: Rule<number>[] = [];
  readonly #responses: Rule<FaultResponse>[] = [];

  /** Answers matching requests `ms` later (every matching request unless `times` is given). */
  delay(ms: number, scope: FaultScope = {}): this {
    this.#delays.push({ route: scope.route, remaining: scope.times ?? Number.POSITIVE_INFINITY, value: ms });
    return this;
  }

  /** Fails the next `count` matching requests with `status` (503 by default) and `{ status: false, message }`. */
  fail(count: number, options: { readonly status?: number; readonly retryAfter?: string | number; readonly route?: RouteMatcher } = {}): this {
    const status = options.status ?? 503;
    this.#responses.push({
      route: options.route,
      remaining: count,
      value: {
        kind: 'status',
        status,
        retryAfter: options.retryAfter === undefined ? undefined : String(options.retryAfter),
        body: { status: false, message: `Injected failure (HTTP ${String(status)})` },
      },
    });
    return this;
  }

  /** Answers the next matching request(s) with 200 and a body that is not JSON. */
  malformedJson(scope: FaultScope = {}): this {
    this.#responses.push({ route: scope.route, remaining: scope.times ?? 1, value: { kind: 'malformed' } });
    return this;
  }

  /** Answers the next matching request(s) with this JSON body (a wrong shape, say), status 200 by default. */
  respondWith(body: unknown, scope: FaultScope & { readonly status?: number } = {}): this {
    this.#responses.push({ route: scope.route, remaining: scope.times ?? 1, value: { kind: 'body', status: scope.status ?? 200, body } });
    return this;
  }

  /** Removes every fault. */
  clear(): void {
    this.#delays.length = 0;
    this.#responses.length = 0;
  }

  /** Consumes the faults that apply to a request to `path`: its delay and its replacement answer. */
  take(path: string): { readonly delayMs: number; readonly response: FaultResponse | undefined } {
    return { delayMs: consume(this.#delays, path) ?? 0, response: consume(this.#responses, path) };
  }
}

function consume<T>(rules: Rule<T>[], path: string): T | undefined {
  const rule = rules.find((candidate) => candidate.remaining > 0 && matches(candidate.route, path));
  if (!rule) return undefined;
  rule.remaining -= 1;
  return rule.value;
}

function matches(route: RouteMatcher | undefined, path: string): boolean {
  if (route === undefined) return true;
  return typeof route === 'string' ? route === path : route.test(path);
}
