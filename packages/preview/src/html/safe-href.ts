import type { PreviewButton } from '../model/preview-model.js';

/** Web links: the scheme and `//`, then no character a browser would strip or re-read. */
const WEB_URL = /^https?:\/\/[^\s"'<>\\\p{Cc}]+$/iu;
/** What a phone number may hold, written out as a `tel:` link. */
const PHONE = /^\+?[\d\s().-]{3,}$/u;

/**
 * A link for a button, only with a scheme that cannot run code: `http`/`https` for a website button whose
 * URL (samples filled in) is one, `tel:` for a phone button. Anything else stays text.
 */
export function safeHref(button: PreviewButton): string | undefined {
  const target = button.target?.filled;
  if (target === undefined) return undefined;
  // A URL is linked only exactly as written (no trimming), so what is shown is what the app would open.
  if (button.kind === 'website' && WEB_URL.test(target)) return target;
  if (button.kind === 'phone' && PHONE.test(target.trim())) return `tel:${target.replace(/[^\d+]/gu, '')}`;
  return undefined;
}
