import type { PreviewButton, PreviewButtonKind } from '../model/preview-model.js';

/**
 * Web links: the scheme and `//`, then no character a browser would strip or re-read, nor an invisible
 * format character (`\p{Cf}`: a bidi override that shows the URL reordered, a zero-width space, a soft
 * hyphen the browser drops from a host).
 */
const WEB_URL = /^https?:\/\/[^\s"'<>\\\p{Cc}\p{Cf}]+$/iu;
/** What a phone number may hold, written out as a `tel:` link. */
const PHONE = /^\+?[\d\s().-]{3,}$/u;

/** A URL is linked only exactly as written (no trimming), so what is shown is what the app would open. */
const webLink = (target: string): string | undefined => (WEB_URL.test(target) ? target : undefined);
const phoneLink = (target: string): string | undefined => (PHONE.test(target.trim()) ? `tel:${target.replace(/[^\d+]/gu, '')}` : undefined);

/** Which kinds of button are links, and how their target becomes one; the others stay text. */
const LINK: Readonly<Record<PreviewButtonKind, ((target: string) => string | undefined) | undefined>> = {
  website: webLink,
  phone: phoneLink,
  quick_reply: undefined,
  copy_code: undefined,
  offer_code: undefined,
  flow: undefined,
  catalog: undefined,
  open_form: undefined,
  list: undefined,
  other: undefined,
};

/**
 * A link for a button, only with a scheme that cannot run code: `http`/`https` for a website button whose
 * URL (samples filled in) is one, `tel:` for a phone button. Anything else stays text.
 */
export function safeHref(button: PreviewButton): string | undefined {
  const target = button.target?.filled;
  // Own keys only: a preview built by hand may carry any kind word.
  const link = Object.hasOwn(LINK, button.kind) ? LINK[button.kind] : undefined;
  return target === undefined || link === undefined ? undefined : link(target);
}
