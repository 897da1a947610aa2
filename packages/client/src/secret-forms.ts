// The forms in which a server may echo a secret back in a body (issue 14): as is, percent-encoded
// (encodeURIComponent, form encoding, lowercase hex), JSON-escaped, and base64 or base64url. The client
// sends `Authorization: Bearer <key>`, so base64 of `Bearer <key>` (or of any text that holds the key, such
// as `user:<key>`) must go too: for base64, the part of the encoding that depends on the secret's bytes
// alone is computed at each of the three byte alignments, which catches the secret inside any longer
// base64 text. A few edge characters next to such a part may stay (they carry at most 4 bits of the secret
// each).

/** The shortest base64 part redacted: shorter ones would match unrelated base64 text. */
const MIN_BASE64_PART = 6;

/** Every form of `secret` to cut out of echoed text, without duplicates, the longest first. */
export function echoForms(secret: string): string[] {
  const forms = new Set<string>([secret, encodeURIComponent(secret), formEncode(secret), lowerHex(encodeURIComponent(secret)), jsonEscaped(secret)]);
  const bytes = new TextEncoder().encode(secret);
  for (let offset = 0; offset < 3; offset += 1) {
    const part = alignedBase64(bytes, offset);
    if (part.length < MIN_BASE64_PART) continue;
    forms.add(part);
    forms.add(part.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  forms.delete('');
  return [...forms].sort((a, b) => b.length - a.length);
}

/** `application/x-www-form-urlencoded`, as URLSearchParams writes it (space as `+`). */
function formEncode(text: string): string {
  return new URLSearchParams({ k: text }).toString().slice(2);
}

/** Percent escapes with lowercase hex digits (`%2f` for `%2F`). */
function lowerHex(text: string): string {
  return text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
}

/** The text as it appears between the quotes of a JSON string. */
function jsonEscaped(text: string): string {
  return JSON.stringify(text).slice(1, -1);
}

/**
 * The base64 characters that depend only on `bytes` when they start `offset` bytes (0 to 2) into a
 * 3-byte group: character i covers bits [6i, 6i + 6) of the stream; keep those inside the secret's bits.
 */
export function alignedBase64(bytes: Uint8Array, offset: number): string {
  const padded = new Uint8Array(offset + bytes.length);
  padded.set(bytes, offset);
  const encoded = base64(padded);
  const start = Math.ceil((8 * offset) / 6);
  const end = Math.floor((8 * (offset + bytes.length)) / 6);
  return end > start ? encoded.slice(start, end) : '';
}

/** Standard base64 (with `+` and `/`), browser-safe. */
function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
