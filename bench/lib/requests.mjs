// The representative requests of issue 6, built from @templint/core/testing's fixtures: a normal template
// with buttons, a 10-card carousel, an authentication template, each interactive kind, and a normal
// template whose body is 1 MB of text with variables.
import {
  authenticationRequest,
  carouselRequest,
  ctaUrlRequest,
  flowRequest,
  listRequest,
  normalRequest,
  replyButtonsRequest,
  textRequest,
} from '@templint/core/testing';

/**
 * @typedef {object} BenchRequest
 * @property {string} name
 * @property {string} kind `normal`, `carousel`, `authentication`, `interactive` or `large`
 * @property {unknown} value the request
 */

/**
 * A carousel of `count` cards: the fixture's first card copied with its own title, image id and sample.
 * @param {number} count
 * @returns {unknown}
 */
export function carouselOf(count) {
  /** @type {{ chat_template_data: { chat_template_carousel: { chat_template_carousel_header: string, chat_template_carousel_card: any[] } } }} */
  const request = /** @type {any} */ (carouselRequest());
  const carousel = request.chat_template_data.chat_template_carousel;
  // Texts with a variable inside a sentence and enough fixed words: a clean request, no warnings either.
  carousel.chat_template_carousel_header = 'New in this summer, {{1}}: our favourite pieces for warm days!';
  const [first] = carousel.chat_template_carousel_card;
  carousel.chat_template_carousel_card = Array.from({ length: count }, (_, index) => {
    /** @type {any} */
    const card = JSON.parse(JSON.stringify(first));
    card.chat_template_header.chat_template_header_data[0].chat_template_header_data_cloud_storage_id = 101 + index;
    card.chat_template_body.chat_template_body_value = `Summer item ${String(index + 1)}, picked for {{1}} while stocks last.`;
    card.chat_template_body.chat_template_body_variable_data[0].chat_template_dynamic_variable_sample_value = `Customer ${String(index + 1)}`;
    return card;
  });
  return request;
}

/**
 * The normal fixture with a body of about `bytes` bytes of ordinary text using its two variables.
 * @param {number} bytes
 * @returns {unknown}
 */
export function largeBodyRequest(bytes) {
  /** @type {any} */
  const request = normalRequest();
  const sentence = 'Hi {{1}}, your order {{2}} has shipped and arrives on Tuesday; reply STOP to opt out. ';
  request.chat_template_data.chat_template_body.chat_template_body_value = sentence.repeat(Math.ceil(bytes / sentence.length)).slice(0, bytes);
  return request;
}

/**
 * The mean ratio of issue 6 is taken over the normal, carousel, authentication and interactive requests;
 * the 1 MB body is reported on its own.
 * @returns {BenchRequest[]}
 */
export function representativeRequests() {
  return [
    { name: 'normal (header, body, footer, 2 buttons)', kind: 'normal', value: normalRequest() },
    { name: 'carousel, 10 cards', kind: 'carousel', value: carouselOf(10) },
    { name: 'authentication', kind: 'authentication', value: authenticationRequest() },
    { name: 'interactive reply buttons', kind: 'interactive', value: replyButtonsRequest() },
    { name: 'interactive list', kind: 'interactive', value: listRequest() },
    { name: 'interactive text', kind: 'interactive', value: textRequest() },
    { name: 'interactive flow', kind: 'interactive', value: flowRequest() },
    { name: 'interactive CTA URL', kind: 'interactive', value: ctaUrlRequest() },
    { name: 'normal, 1 MB body', kind: 'large', value: largeBodyRequest(1024 * 1024) },
  ];
}
