// Test support: the example carousel grown to any number of cards (the spec allows up to 10), for the
// tests of what a screen reader is told of a carousel; never shipped.
import { validExamples } from '../model/examples.test-support.js';

interface CarouselRequest {
  readonly chat_template_data: { readonly chat_template_carousel: { readonly chat_template_carousel_card: readonly unknown[] } };
}

/** The example carousel with `count` cards, each a copy of its first; `empty` lists the places (from 0) of cards given nothing to show. */
export function carouselOf(count: number, empty: readonly number[] = []): unknown {
  const request = validExamples().get('carousel--summer-collection.json') as CarouselRequest;
  const [card] = request.chat_template_data.chat_template_carousel.chat_template_carousel_card;
  const cards = Array.from({ length: count }, (_, index) => (empty.includes(index) ? {} : structuredClone(card)));
  return { ...request, chat_template_data: { ...request.chat_template_data, chat_template_carousel: { ...request.chat_template_data.chat_template_carousel, chat_template_carousel_card: cards } } };
}
