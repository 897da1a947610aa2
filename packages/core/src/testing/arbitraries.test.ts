// The generators follow core's limits: each length or count they make reaches the limit core declares and
// never passes it. A generator that wrote a limit of its own would miss or pass the boundary here, next to
// the cause, instead of failing a property test far away when core's limit changes.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { defaultCatalog } from '../catalog/default-catalog.js';
import {
  APPROVAL_BODY_MAX_LENGTH,
  APPROVAL_BUTTONS_MAX,
  APPROVAL_CARD_BODY_MAX_LENGTH,
  APPROVAL_CARD_BUTTONS_MAX,
  APPROVAL_CARD_HEADER_KINDS,
  APPROVAL_FOOTER_MAX_LENGTH,
} from '../spec/approval-limits.js';
import { AUTHENTICATION_BODY, AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION } from '../spec/decisions.js';
import {
  AUTHENTICATION_FOOTER_MAX_LENGTH,
  BUTTON_FIELD_LIMITS,
  CAROUSEL_MAX_CARDS,
  CAROUSEL_MIN_CARDS,
  CODE_EXPIRATION_MAX_MINUTES,
  CODE_EXPIRATION_MIN_MINUTES,
  COPY_CODE_TEXTS,
  HEADER_TEXT_MAX_LENGTH,
  INTERACTIVE_BODY_MAX_LENGTH,
  INTERACTIVE_BUTTON_FIELD_LIMITS,
  INTERACTIVE_FOOTER_MAX_LENGTH,
  INTERACTIVE_LIST_ROWS,
  INTERACTIVE_REPLY_BUTTONS,
  TEMPLATE_NAME_MAX_LENGTH,
} from '../spec/limits.js';
import { requestKinds, type RequestKind } from './arbitraries.js';
import type { JsonRecord } from './builders.js';
import { nodesOf, specLength } from './mutations.js';

/** Requests drawn per kind, and the seed: enough for every limit below to be reached at least a few times. */
const RUNS = 300;
const SEED = 20_240_611;

/** What the example catalog's button fields hold, by field id. */
const FIELD_NAMES: Readonly<Record<number, string>> = {
  1: 'website text',
  2: 'website URL',
  4: 'phone text',
  5: 'phone number',
  7: 'offer code',
  8: 'quick reply text',
  9: 'quick reply description',
  10: 'flow text',
  11: 'flow id',
  16: 'open form text',
};

/** Every length or count a request shows, by what it measures. */
function measure(request: JsonRecord): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const add = (what: string, value: number): void => {
    const values = found.get(what);
    if (values) values.push(value);
    else found.set(what, [value]);
  };
  const data = request.chat_template_data as JsonRecord;
  if (typeof data.chat_template_name === 'string') add('template name', specLength(data.chat_template_name));
  if (typeof data.chat_template_code_expiration_minutes === 'number') add('code expiration', data.chat_template_code_expiration_minutes);
  for (const { key, value, path, parent } of nodesOf(request)) {
    const inCard = path.includes('chat_template_carousel_card');
    if (key === 'chat_template_footer_value' && typeof value === 'string') add('footer', specLength(value));
    if (key === 'chat_template_header_data_value' && typeof value === 'string' && value !== '') add('header text', specLength(value));
    if (key === 'chat_template_body_value' && typeof value === 'string') add(inCard ? 'card body' : 'body', specLength(value));
    if (key === 'chat_template_carousel_card' && Array.isArray(value)) add('cards', value.length);
    if (key === 'chat_template_button' && Array.isArray(value)) add(inCard ? 'card buttons' : 'buttons', value.length);
    const fieldName = FIELD_NAMES[Number(parent?.chat_template_button_sub_type_field_id)];
    if (key === 'chat_template_button_sub_type_field_value' && typeof value === 'string' && fieldName) add(fieldName, specLength(value));
  }
  return found;
}

const measured = new Map<RequestKind, Map<string, number[]>>();
function measuredOf(kind: RequestKind): Map<string, number[]> {
  const cached = measured.get(kind);
  if (cached) return cached;
  const arbitrary = requestKinds.find((each) => each.kind === kind)?.arbitrary;
  if (!arbitrary) throw new Error(`no generator of ${kind}`);
  const all = new Map<string, number[]>();
  for (const request of fc.sample(arbitrary, { seed: SEED, numRuns: RUNS })) {
    for (const [what, values] of measure(request)) all.set(what, [...(all.get(what) ?? []), ...values]);
  }
  measured.set(kind, all);
  return all;
}

function defined(limit: number | undefined): number {
  if (limit === undefined) throw new Error('core declares no such limit');
  return limit;
}

const general = BUTTON_FIELD_LIMITS;
const interactive = INTERACTIVE_BUTTON_FIELD_LIMITS;

/**
 * A message text (a body, a card body) starts and ends with a word character and keeps room for a comma
 * between each two variables (at most 5), so when filled it comes within this many characters of its limit.
 */
const MESSAGE_TEXT_ROOM = 6;

type Bound = readonly [kind: RequestKind, what: string, limit: number, room: number];

/** A bound to reach within `room` characters (exactly by default). */
function bound(kind: RequestKind, what: string, limit: number, room = 0): Bound {
  return [kind, what, limit, room];
}

/** What each kind's generator must reach (within `room`, for message texts) and never pass, as core declares it. */
const MAXIMA: readonly Bound[] = [
  bound('normal', 'template name', TEMPLATE_NAME_MAX_LENGTH),
  bound('normal', 'header text', HEADER_TEXT_MAX_LENGTH),
  bound('normal', 'body', APPROVAL_BODY_MAX_LENGTH, MESSAGE_TEXT_ROOM),
  bound('normal', 'footer', APPROVAL_FOOTER_MAX_LENGTH),
  bound('normal', 'buttons', APPROVAL_BUTTONS_MAX),
  bound('normal', 'website text', defined(general.website.text)),
  bound('normal', 'website URL', defined(general.website.url)),
  bound('normal', 'phone text', defined(general.phone.text)),
  bound('normal', 'phone number', defined(general.phone.phone)),
  bound('normal', 'offer code', defined(general.offer_code.offer_code)),
  bound('normal', 'quick reply text', defined(general.quick_reply.text)),
  bound('normal', 'quick reply description', defined(general.quick_reply.description)),
  bound('normal', 'flow text', defined(general.flow.text)),
  bound('normal', 'flow id', defined(general.flow.flow_id)),
  bound('normal', 'open form text', defined(general.open_form.text)),
  bound('carousel', 'cards', CAROUSEL_MAX_CARDS),
  bound('carousel', 'card body', APPROVAL_CARD_BODY_MAX_LENGTH, MESSAGE_TEXT_ROOM),
  bound('carousel', 'card buttons', APPROVAL_CARD_BUTTONS_MAX),
  bound('carousel', 'website text', defined(general.website.text)),
  bound('carousel', 'quick reply text', defined(general.quick_reply.text)),
  bound('carousel', 'phone number', defined(general.phone.phone)),
  bound('authentication', 'footer', AUTHENTICATION_FOOTER_MAX_LENGTH),
  bound('authentication', 'code expiration', CODE_EXPIRATION_MAX_MINUTES),
  bound('reply_buttons', 'body', defined(INTERACTIVE_BODY_MAX_LENGTH.reply_buttons)),
  bound('reply_buttons', 'buttons', INTERACTIVE_REPLY_BUTTONS.max),
  bound('reply_buttons', 'quick reply text', defined(interactive.reply_buttons.quick_reply?.text)),
  bound('reply_buttons', 'quick reply description', defined(general.quick_reply.description)),
  bound('list', 'header text', HEADER_TEXT_MAX_LENGTH),
  bound('list', 'body', defined(INTERACTIVE_BODY_MAX_LENGTH.list)),
  bound('list', 'buttons', INTERACTIVE_LIST_ROWS.max),
  bound('list', 'quick reply text', defined(interactive.list.quick_reply?.text)),
  bound('text', 'body', defined(INTERACTIVE_BODY_MAX_LENGTH.text)),
  bound('flow', 'body', defined(INTERACTIVE_BODY_MAX_LENGTH.flow)),
  bound('flow', 'flow text', defined(interactive.flow.flow?.text)),
  bound('flow', 'flow id', defined(general.flow.flow_id)),
  bound('cta_url', 'body', defined(INTERACTIVE_BODY_MAX_LENGTH.cta_url)),
  bound('cta_url', 'footer', defined(INTERACTIVE_FOOTER_MAX_LENGTH.cta_url)),
  bound('cta_url', 'website text', defined(interactive.cta_url.website?.text)),
  bound('cta_url', 'website URL', defined(general.website.url)),
];

/** Counts with a lower bound the generator must reach and never go under. */
const MINIMA: readonly Bound[] = [
  bound('carousel', 'cards', CAROUSEL_MIN_CARDS),
  bound('authentication', 'code expiration', CODE_EXPIRATION_MIN_MINUTES),
  bound('reply_buttons', 'buttons', INTERACTIVE_REPLY_BUTTONS.min),
  bound('list', 'buttons', INTERACTIVE_LIST_ROWS.min),
];

describe("the valid-request generators follow core's limits", () => {
  test.each(MAXIMA)('%s: the %s reaches %i and never passes it', (kind, what, limit, room) => {
    const values = measuredOf(kind).get(what) ?? [];
    expect(values.filter((value) => value > limit), `${what} over ${String(limit)}`).toEqual([]);
    expect(values.filter((value) => value >= limit - room).length, `${what} never within ${String(room)} of ${String(limit)}`).toBeGreaterThan(0);
  });

  test.each(MINIMA)('%s: the %s reaches %i and never goes under it', (kind, what, limit) => {
    const values = measuredOf(kind).get(what) ?? [];
    expect(values.filter((value) => value < limit), `${what} under ${String(limit)}`).toEqual([]);
    expect(values.filter((value) => value === limit).length, `${what} never exactly ${String(limit)}`).toBeGreaterThan(0);
  });

  test("the fixed texts are core's: the copy-code texts, the authentication sentences, the card header media", () => {
    /** Every value a kind's requests hold at a node that `where` picks. */
    const valuesOf = (kind: RequestKind, where: (node: ReturnType<typeof nodesOf>[number]) => boolean): unknown[] => {
      const arbitrary = requestKinds.find((each) => each.kind === kind)?.arbitrary;
      if (!arbitrary) throw new Error(`no generator of ${kind}`);
      const found = new Set<unknown>();
      for (const request of fc.sample(arbitrary, { seed: SEED, numRuns: 50 })) for (const node of nodesOf(request)) if (where(node)) found.add(node.value);
      return [...found].sort();
    };
    const fieldValue = (id: number) => (node: ReturnType<typeof nodesOf>[number]): boolean =>
      node.key === 'chat_template_button_sub_type_field_value' && node.parent?.chat_template_button_sub_type_field_id === id;
    // The copy-code button's text (field 14) and the copy offer code button's (field 6).
    expect(valuesOf('authentication', fieldValue(14))).toEqual([...COPY_CODE_TEXTS].sort());
    expect(valuesOf('normal', fieldValue(6))).toEqual([...COPY_CODE_TEXTS].sort());
    expect(valuesOf('authentication', (node) => node.key === 'chat_template_body_value')).toEqual(
      [AUTHENTICATION_BODY, AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION].sort(),
    );
    const cardHeaderTypeIds = valuesOf('carousel', (node) => node.key === 'chat_template_header_type_id' && node.path.includes('chat_template_carousel_card'));
    const cardHeaderKinds = cardHeaderTypeIds.map((id) => defaultCatalog.headerTypes.find((type) => type.id === id)?.kind);
    expect(cardHeaderKinds.sort()).toEqual([...APPROVAL_CARD_HEADER_KINDS].sort());
  });
});
