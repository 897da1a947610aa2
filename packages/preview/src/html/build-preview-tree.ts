import type { JsonPath } from '../json.js';
import type {
  PreviewBlock,
  PreviewButton,
  PreviewHeader,
  PreviewInline,
  PreviewLine,
  PreviewMessage,
  PreviewText,
  TemplatePreview,
} from '../model/preview-model.js';
import type { Flag, RangeFlag } from './diagnostic-marks.js';
import { h, type HtmlElement, type HtmlNode } from './html-node.js';
import { icon } from './icons.js';
import { formatMessageIn } from '@templint/core/internal';
import type { PreviewLabels } from './labels.js';
import { messageParts, plainMessage } from './message-parts.js';
import { RangeSweep } from './range-sweep.js';
import { safeHref } from './safe-href.js';

/** Where the tree builder gets the marks of what it shows (and, on a first pass, tells what it shows). */
export interface MarkSource {
  onPart(paths: readonly JsonPath[]): readonly Flag[];
  onText(text: PreviewText): readonly RangeFlag[];
}

/** The light and dark looks, or the reader's system setting (`auto`, through `prefers-color-scheme`). */
export const THEMES = ['light', 'dark', 'auto'] as const;
/** A look of the preview. */
export type PreviewTheme = (typeof THEMES)[number];

/** What the tree needs besides the preview. */
export interface TreeOptions {
  readonly theme: PreviewTheme;
  readonly stylesheet: string | undefined;
  readonly time: string | undefined;
  /** The renderer's own words, in the language of `RenderOptions.locale`. */
  readonly labels: PreviewLabels;
  /** The chat in a phone-sized frame under a bar naming the template. */
  readonly frame: boolean;
  /** Whether the problems are listed below the preview (else the page lists them, with the same ids). */
  readonly listProblems: boolean;
  readonly problems: readonly (Flag & { readonly ruleId: string | undefined })[];
  /** The diagnostics past `PROBLEMS_SHOWN_MAX`, counted at the list's end. */
  readonly problemsNotShown: number;
}

const INLINE_TAG = { bold: 'strong', italic: 'em', strikethrough: 's', code: 'code', monospace: 'code' } as const;

/** The element tree of a preview: one `div.tl-preview` holding the chat view and the list of problems. */
export function buildPreviewTree(preview: TemplatePreview, options: TreeOptions, marks: MarkSource): HtmlElement {
  const builder = new TreeBuilder(marks, options, preview.language);
  const style: HtmlElement | undefined = options.stylesheet === undefined ? undefined : { tag: 'style', attributes: {}, children: [], rawText: options.stylesheet };
  return h(
    'div',
    { class: `tl-preview tl-theme-${options.theme}${options.frame ? ' tl-framed' : ''}`, 'data-kind': preview.kind, 'data-interactive': preview.interactiveKind },
    style,
    builder.chat(preview),
    builder.problems(),
  );
}

class TreeBuilder {
  constructor(
    private readonly marks: MarkSource,
    private readonly options: TreeOptions,
    /** The template's language (`TemplatePreview.language`): the `lang` of its texts. */
    private readonly templateLanguage: string | undefined,
  ) {}

  chat(preview: TemplatePreview): HtmlElement {
    const { message, carousel, list } = preview;
    const expiry = preview.codeExpirationMinutes;
    const children: (HtmlNode | undefined)[] = [this.message(message, 'tl-message', message.footer === undefined && expiry !== undefined ? this.words(this.options.labels.codeExpiration, { minutes: expiry }) : undefined, this.options.time)];
    if (carousel) {
      // The APG's carousel: a region whose role is said as "carousel", each card a group said as "card" and
      // named by its place among the cards shown ("2 of 10"), as a sighted reader counts them.
      const shown = carousel.cards.filter((card) => !isEmpty(card, undefined));
      const count = shown.length;
      const labels = this.options.labels;
      // Cards carry no time of their own: they belong to the message above them.
      const cards = shown.map((card, index) =>
        this.message(card, 'tl-card', undefined, undefined, { role: 'group', 'aria-roledescription': labels.card, 'aria-label': this.words(labels.cardPosition, { position: index + 1, count }) }),
      );
      const region = { role: 'region', 'aria-roledescription': labels.carousel, 'aria-label': this.words(labels.carouselName, { count }) };
      children.push(this.part('div', 'tl-carousel', [carousel.path, [...carousel.path, 'chat_template_carousel_card']], cards, region));
    }
    if (list) {
      const listButton = message.buttons.shown.find((button) => button.kind === 'list');
      const title = listButton?.label ? this.text(listButton.label, 'span') : [this.options.labels.missingButton.list];
      const rows = list.rows.map((row) =>
        this.part('li', 'tl-list-row', buttonPaths(row), [
          h('span', { class: 'tl-list-row-text' }, h('span', { class: 'tl-list-row-title' }, this.label(row)), row.description ? this.textPart('span', 'tl-list-row-description', row.description) : undefined),
          h('span', { class: 'tl-radio', 'aria-hidden': 'true' }),
        ]),
      );
      children.push(h('div', { class: 'tl-list-sheet', role: 'group', 'aria-label': this.options.labels.listSheet }, h('div', { class: 'tl-list-title', ...(listButton?.label ? this.inTemplateLanguage() : {}) }, title), h('ul', { class: 'tl-list-rows' }, rows)));
    }
    if (!this.options.frame) return this.part('div', 'tl-chat', [[]], children);
    // In the frame, what concerns the request as a whole marks the bar that names it, not the whole chat.
    const name = preview.name === undefined || preview.name === '' ? h('span', { class: 'tl-missing' }, this.options.labels.unnamedTemplate) : preview.name;
    return h('div', { class: 'tl-phone' }, this.part('div', 'tl-phone-bar', [[]], [h('span', { class: 'tl-phone-name' }, name)]), this.part('div', 'tl-chat', [], children));
  }

  problems(): HtmlElement | undefined {
    const { problems, problemsNotShown, listProblems, labels } = this.options;
    if ((problems.length === 0 && problemsNotShown === 0) || !listProblems) return undefined;
    const more = problemsNotShown === 0 ? undefined : h('li', { class: 'tl-problem tl-problem-more' }, this.words(labels.moreProblems, { count: problemsNotShown, countText: new Intl.NumberFormat(labels.code).format(problemsNotShown) }));
    return h(
      'ol',
      { class: 'tl-problems' },
      problems.map((problem) =>
        h(
          'li',
          { id: problem.id, class: `tl-problem tl-problem-${problem.severity}` },
          h('span', { class: 'tl-problem-severity' }, labels.severity[problem.severity]),
          ' ',
          h('span', { class: 'tl-problem-message' }, messageParts(problem.message).map((part) => (part.code ? h('code', { class: 'tl-problem-code' }, part.text) : part.text))),
          problem.ruleId === undefined ? undefined : ' ',
          problem.ruleId === undefined ? undefined : h('span', { class: 'tl-problem-rule' }, problem.ruleId),
        ),
      ),
      more,
    );
  }

  /** The preview's own words with their `{{slots}}` filled, plural choices in the locale's forms. */
  private words(template: string, data: Readonly<Record<string, number | string>>): string {
    return formatMessageIn(this.options.labels.code, template, data);
  }

  /** A bubble (header, body, footer, buttons); left out when it would be empty. */
  private message(message: PreviewMessage, className: string, generatedFooter: string | undefined, time: string | undefined, attributes: Readonly<Record<string, string>> = {}): HtmlElement | undefined {
    if (isEmpty(message, generatedFooter)) return undefined;
    const { header, body, footer, buttons } = message;
    const shownButtons = buttons.shown.map((button) => this.button(button));
    if (buttons.seeAllOptions) {
      shownButtons.push(this.part('div', 'tl-button tl-see-all', buttons.collapsed.flatMap(buttonPaths), [icon('list'), h('span', { class: 'tl-button-label' }, this.options.labels.seeAllOptions)]));
    }
    const buttonsPath = [...message.path, 'chat_template_button'];
    return this.part('div', className, [message.path], [
      h(
        'div',
        { class: 'tl-bubble' },
        header ? this.header(header) : undefined,
        body ? this.part('div', 'tl-body', ownerPaths(body, 'chat_template_body_value'), [this.textPart('div', 'tl-text', body)]) : undefined,
        footer ? this.part('div', 'tl-footer', ownerPaths(footer, 'chat_template_footer_value'), [this.textPart('div', 'tl-text', footer)]) : undefined,
        generatedFooter === undefined ? undefined : h('div', { class: 'tl-footer tl-generated' }, generatedFooter),
        time === undefined ? undefined : h('span', { class: 'tl-time' }, time),
      ),
      // A group named "Buttons", not a list: a website or phone button is a link, which cannot be a list item.
      shownButtons.length === 0 ? undefined : this.part('div', 'tl-buttons', [buttonsPath], shownButtons, { role: 'group', 'aria-label': this.options.labels.buttons }),
    ], attributes);
  }

  private header(header: PreviewHeader): HtmlElement {
    if (header.type === 'text') {
      return this.part('div', 'tl-header tl-header-text', [header.path], header.text ? [this.textPart('div', 'tl-text', header.text)] : []);
    }
    if (header.type === 'media') {
      return this.part('div', `tl-header tl-media tl-media-${header.media}`, [header.path], [icon(header.media, 'tl-media-icon'), h('span', { class: 'tl-media-label' }, this.options.labels.media[header.media])]);
    }
    return this.part('div', 'tl-header tl-media tl-media-unknown', [header.path], [h('span', { class: 'tl-media-label' }, this.options.labels.unknownHeader)]);
  }

  private button(button: PreviewButton): HtmlElement {
    const href = safeHref(button);
    const tooltip = button.target?.filled;
    const attributes = href === undefined ? {} : { href, target: '_blank', rel: 'noopener noreferrer nofollow' };
    // What the button does, said before its text as the icon shows it before; hidden from the eye, which has
    // the icon. Text, not a role: a preview's button does nothing, so it is not announced as a button. A
    // label that says it already ("Copy code", every authentication template's) is not told it twice.
    const kindWord = this.options.labels.buttonKind[button.kind];
    const labelText = sentLabel(button)?.source ?? this.options.labels.missingButton[button.kind];
    const kind = sameWords(labelText, kindWord) ? undefined : h('span', { class: 'tl-button-kind' }, kindWord);
    return this.part(href === undefined ? 'div' : 'a', `tl-button tl-button-${button.kind}`, buttonPaths(button), [icon(button.icon), kind, h('span', { class: 'tl-button-label' }, this.label(button))], attributes, tooltip);
  }

  private label(button: PreviewButton): HtmlNode[] {
    const label = sentLabel(button);
    if (label) return [this.textPart('span', 'tl-text', label)];
    return [h('span', { class: 'tl-missing' }, this.options.labels.missingButton[button.kind])];
  }

  /** An element shown for `paths`, with the marks of the diagnostics placed on it. */
  private part(tag: string, className: string, paths: readonly JsonPath[], children: readonly (HtmlNode | undefined)[], attributes: Readonly<Record<string, string>> = {}, tooltip?: string): HtmlElement {
    return h(tag, { ...attributes, ...flagAttributes(this.marks.onPart(paths), className, tooltip) }, children.filter((child) => child !== undefined));
  }

  /** A text of the request in its own element (so a diagnostic on the text as a whole marks it). */
  private textPart(tag: string, className: string, text: PreviewText): HtmlElement {
    return this.part(tag, className, [text.path], this.text(text, tag === 'span' ? 'span' : 'div'), this.inTemplateLanguage());
  }

  /** The template's language as an attribute, for an element holding its text (none when unknown). */
  private inTemplateLanguage(): Readonly<Record<string, string>> {
    return this.templateLanguage === undefined ? {} : { lang: this.templateLanguage };
  }

  private text(text: PreviewText, lineTag: 'div' | 'span'): HtmlNode[] {
    const spans = new RangeSweep(this.marks.onText(text));
    // Each paragraph takes the direction of its first strong letter (dir="auto"), as the chat app lays out an
    // Arabic line beside an English one. A list item and a quote line are paragraphs too: each has its own
    // direction, so an English item of an Arabic list reads left to right (dir="auto" on the list would give
    // every item the first item's direction).
    const line = (content: PreviewLine): HtmlElement => h(lineTag, { class: 'tl-line', dir: 'auto' }, content.length === 0 ? h('br', {}) : this.inline(content, spans));
    return text.blocks.map((block: PreviewBlock): HtmlElement => {
      switch (block.type) {
        case 'line':
          return line(block.content);
        case 'bulleted-list':
          return h('ul', { class: 'tl-list' }, block.items.map((item) => h('li', { dir: 'auto' }, this.inline(item.content, spans))));
        case 'numbered-list':
          // The number as typed, as text (`007.`): a `value` attribute would be read as a number and shown as `7.`.
          return h(
            'ol',
            { class: 'tl-list tl-list-numbered' },
            block.items.map((item) => h('li', { dir: 'auto' }, item.number === undefined ? undefined : h('span', { class: 'tl-list-number' }, `${item.number}.`), ' ', this.inline(item.content, spans))),
          );
        case 'quote':
          return h('blockquote', { class: 'tl-quote' }, block.lines.map((content) => line(content)));
      }
    });
  }

  private inline(nodes: PreviewLine, spans: RangeSweep<RangeFlag>): HtmlNode[] {
    return nodes.flatMap((node: PreviewInline): HtmlNode[] => {
      if (node.type === 'text') return markText(node.text, node.range[0], spans);
      if (node.type === 'variable') {
        const flags = [...spans.overlapping(node.range), ...(node.row ? this.marks.onPart([node.row]) : [])];
        const missing = node.sample === undefined;
        const tooltip = missing ? formatMessageIn(this.options.labels.code, this.options.labels.missingSample, { variable: `{{${node.name}}}` }) : `{{${node.name}}}`;
        return [h('span', flagAttributes(flags, missing ? 'tl-var tl-var-missing' : 'tl-var', tooltip), missing ? `{{${node.name}}}` : node.sample)];
      }
      const tag = INLINE_TAG[node.type];
      return [h(tag, { class: `tl-${node.type}` }, this.inline(node.children, spans))];
    });
  }
}

/** The button's own text, unless it is missing or empty (then the page shows the kind's placeholder word). */
function sentLabel(button: PreviewButton): PreviewButton['label'] {
  return button.label && button.label.source.length > 0 ? button.label : undefined;
}

/** Whether two texts say the same words, case and surrounding spaces aside ("Copy Code" and "Copy code"). */
function sameWords(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
}

/** Whether a bubble would show nothing (no header, body, footer, line of its own, or button): it is left out. */
function isEmpty(message: PreviewMessage, generatedFooter: string | undefined): boolean {
  const { header, body, footer, buttons } = message;
  return !header && !body && !footer && generatedFooter === undefined && buttons.shown.length === 0 && !buttons.seeAllOptions;
}

/**
 * The body or footer object a text belongs to, when the text is that object's value (a carousel's message
 * is its header string, whose owner is the whole carousel, shown by the cards instead).
 */
function ownerPaths(text: PreviewText, valueKey: string): JsonPath[] {
  return text.path.at(-1) === valueKey ? [text.path.slice(0, -1)] : [];
}

/** The paths a button answers for: its entry, its item (for the first entry), and its fields. */
function buttonPaths(button: PreviewButton): JsonPath[] {
  const paths: JsonPath[] = [button.path];
  if (button.path.at(-1) === 0) paths.push(button.path.slice(0, -2));
  for (const text of [button.target, button.description]) if (text) paths.push(text.path, text.path.slice(0, -1));
  if (button.label) paths.push(button.label.path.slice(0, -1));
  return paths;
}

/** A text run split where range flags begin and end; flagged pieces are `mark` elements. */
function markText(text: string, offset: number, spans: RangeSweep<RangeFlag>): HtmlNode[] {
  const end = offset + text.length;
  const hits = spans.overlapping([offset, end]);
  if (hits.length === 0) return [text];
  const cuts = new Set<number>([offset, end]);
  for (const flag of hits) {
    cuts.add(Math.max(offset, flag.range[0]));
    cuts.add(Math.min(end, flag.range[1]));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: HtmlNode[] = [];
  const inPiece = new RangeSweep(hits);
  for (let index = 0; index + 1 < points.length; index += 1) {
    const from = points[index] ?? offset;
    const to = points[index + 1] ?? end;
    const piece = text.slice(from - offset, to - offset);
    const flags = inPiece.overlapping([from, to]);
    pieces.push(flags.length === 0 ? piece : h('mark', flagAttributes(flags, 'tl-mark', undefined), piece));
  }
  return pieces;
}

/** Class, tooltip and description of a marked element: the worst severity shows, every message is told. */
function flagAttributes(flags: readonly Flag[], className: string, tooltip: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = { class: className };
  if (flags.length === 0) {
    if (tooltip !== undefined) attributes.title = tooltip;
    return attributes;
  }
  const severity = flags.some((flag) => flag.severity === 'error') ? 'error' : 'warning';
  const unique = [...new Map(flags.map((flag) => [flag.id, flag])).values()];
  attributes.class = `${className} tl-flagged tl-flagged-${severity}`;
  attributes.title = [...(tooltip === undefined ? [] : [tooltip]), ...unique.map((flag) => plainMessage(flag.message))].join('\n');
  attributes['aria-describedby'] = unique.map((flag) => flag.id).join(' ');
  return attributes;
}
