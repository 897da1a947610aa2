// A literal summary of a preview for table tests: what a reader sees, one short string per part.
import { outline } from '../format/outline.test-support.js';
import type { PreviewButton, PreviewHeader, PreviewMessage, TemplatePreview } from './preview-model.js';

export interface MessageSummary {
  header?: string;
  body?: string;
  footer?: string;
  buttons: string[];
}

export interface PreviewSummary extends MessageSummary {
  kind: string;
  interactive?: string;
  cards?: MessageSummary[];
  rows?: string[];
  expiresIn?: number;
}

function header(part: PreviewHeader): string {
  if (part.type === 'text') return part.text ? outline(part.text) : '(text header without text)';
  if (part.type === 'media') return `[${part.media}]`;
  return '[unknown header]';
}

/** `icon label -> target` for a button, `(no label)` when it has none. */
export function buttonSummary(button: PreviewButton): string {
  const label = button.label ? outline(button.label) : '(no label)';
  const target = button.target ? ` -> ${button.target.filled}` : '';
  const description = button.description ? ` / ${outline(button.description)}` : '';
  return `${button.icon} ${label}${target}${description}`;
}

function message(part: PreviewMessage): MessageSummary {
  const summary: MessageSummary = { buttons: part.buttons.shown.map(buttonSummary) };
  if (part.buttons.seeAllOptions) summary.buttons.push(`See all options (${part.buttons.collapsed.map(buttonSummary).join(', ')})`);
  if (part.header) summary.header = header(part.header);
  if (part.body) summary.body = outline(part.body);
  if (part.footer) summary.footer = outline(part.footer);
  return summary;
}

export function summarize(preview: TemplatePreview): PreviewSummary {
  const summary: PreviewSummary = { kind: preview.kind, ...message(preview.message) };
  if (preview.interactiveKind) summary.interactive = preview.interactiveKind;
  if (preview.carousel) summary.cards = preview.carousel.cards.map(message);
  if (preview.list) summary.rows = preview.list.rows.map(buttonSummary);
  if (preview.codeExpirationMinutes !== undefined) summary.expiresIn = preview.codeExpirationMinutes;
  return summary;
}
