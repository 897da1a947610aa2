// Which redirects the client follows (issue 14): none on the create call (a 307 would re-send the
// template), none to another origin (a lookup answered from elsewhere is not the platform's data, and the
// key must not travel there), never from https to plain http, and a bounded number in a row. The
// transport fetches with `redirect: 'manual'` and asks `nextHop` what to do with each 3xx.

/** The most redirects followed in a row before giving up. */
export const MAX_REDIRECTS = 5;

/** Statuses that redirect (with a Location). */
const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/** Whether a response is a redirect: a 3xx with a Location, or a browser's opaque redirect (status 0). */
export function isRedirect(response: { readonly status: number; readonly type: string }): boolean {
  return REDIRECT_STATUSES.has(response.status) || response.type === 'opaqueredirect';
}

/** The redirect so far, and the answer that asks for another hop. */
export interface RedirectHop {
  readonly method: string;
  /** The URL that answered with the redirect. */
  readonly from: URL;
  /** The `Location` header; null when absent or hidden (a browser's opaque redirect). */
  readonly location: string | null;
  /** Every URL fetched so far in this call (the first included). */
  readonly visited: readonly string[];
}

/** Follow to `url`, or refuse and say why (a sentence, safe to show: no query, no credentials). */
export type HopDecision = { readonly follow: true; readonly url: URL } | { readonly follow: false; readonly reason: string };

/** Decides one redirect. Never throws. */
export function nextHop(hop: RedirectHop): HopDecision {
  if (hop.method !== 'GET') return { follow: false, reason: 'the create call follows no redirect (it would send the template again)' };
  if (hop.location === null || hop.location === '') {
    return { follow: false, reason: 'the redirect names no Location the client can read' };
  }
  let target: URL;
  try {
    target = new URL(hop.location, hop.from);
  } catch {
    return { follow: false, reason: 'the redirect Location is not a URL' };
  }
  if (hop.from.protocol === 'https:' && target.protocol !== 'https:') {
    return { follow: false, reason: `the redirect goes from https to ${target.protocol.replace(/:$/, '')} (${shown(target)})` };
  }
  if (target.origin !== hop.from.origin) {
    return { follow: false, reason: `the redirect goes to another origin (${shown(target)}); the API key is sent to the API's origin only` };
  }
  // An origin leaves out user and password: a Location that carries them is not one fetch can ask for.
  if (target.username !== '' || target.password !== '') {
    return { follow: false, reason: `the redirect Location carries credentials (${shown(target)}); the client sends its API key only` };
  }
  if (hop.visited.includes(target.href)) return { follow: false, reason: `the redirects loop (back to ${shown(target)})` };
  if (hop.visited.length > MAX_REDIRECTS) return { follow: false, reason: `more than ${String(MAX_REDIRECTS)} redirects in a row` };
  return { follow: true, url: target };
}

/** A URL as shown in an error: origin and path, never the query, fragment or credentials. */
export function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
