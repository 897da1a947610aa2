// One valid request of every kind, written out in full. Each call returns a fresh copy to mutate.
import { body, buttons, footer, ids, mediaHeader, row, textHeader, type JsonRecord } from './builders.js';
import { AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION } from '../spec/decisions.js';

export function normalRequest(): JsonRecord {
  return {
    chat_template_id: null,
    provider_integration_chat_id: 'pi_0001',
    chat_template_type_id: null,
    flag_named_parameter: false,
    chat_template_data: {
      chat_template_data_id: null,
      chat_template_name: 'order_update',
      chat_template_display_name: 'Order update',
      chat_language_id: ids.language.en_US,
      chat_template_category_id: ids.category.utility,
      chat_template_header: textHeader('Order {{1}}', [row('{{1}}', '#1042')]),
      chat_template_body: body('Hi {{1}}, your order {{2}} has shipped.', [row('{{1}}', 'Maria'), row('{{2}}', '#1042')]),
      chat_template_footer: footer('Reply STOP to opt out'),
      chat_template_button: [
        buttons.website('Track order', 'https://shop.example.com/track/{{1}}', [row('1', '1042')]),
        buttons.quickReply('Talk to us'),
      ],
    },
  };
}

export function namedRequest(): JsonRecord {
  return {
    provider_integration_chat_id: 'pi_0001',
    flag_named_parameter: true,
    chat_template_data: {
      chat_template_name: 'appointment_reminder',
      chat_language_id: ids.language.en_US,
      chat_template_category_id: ids.category.utility,
      chat_template_body: body('Hello {{first_name}}, see you on {{appointment_date}} at the clinic.', [
        row('first_name', 'Ana'),
        row('{{appointment_date}}', 'May 4'),
      ]),
    },
  };
}

function card(title: string, storageId: number): JsonRecord {
  return {
    chat_template_header: mediaHeader(ids.headerType.image, 'Image', storageId),
    chat_template_body: body(`${title} for {{1}}, in stock now`, [row('1', 'Ana')]),
    chat_template_button: [buttons.quickReply('Buy now'), buttons.website('See more', 'https://shop.example.com/item')],
  };
}

export function carouselRequest(): JsonRecord {
  return {
    provider_integration_chat_id: 'pi_0001',
    chat_template_type_id: ids.templateType.carousel,
    chat_template_data: {
      chat_template_name: 'summer_collection',
      chat_language_id: ids.language.en_US,
      chat_template_category_id: ids.category.marketing,
      chat_template_carousel: {
        chat_template_carousel_header: 'New in, {{1}}!',
        chat_template_carousel_header_dynamic_variable: [row('1', 'Ana')],
        chat_template_carousel_card: [card('Linen shirt', 101), card('Straw hat', 102)],
      },
    },
  };
}

export function authenticationRequest(): JsonRecord {
  return {
    provider_integration_chat_id: 'pi_0001',
    chat_template_data: {
      chat_template_name: 'login_code',
      chat_language_id: ids.language.en_US,
      chat_template_category_id: ids.category.authentication,
      chat_template_security_recommendation: true,
      chat_template_code_expiration_minutes: 10,
      chat_template_body: body(AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION, [row('1', '123456')]),
      chat_template_footer: footer('This code expires in 10 minutes.'),
      chat_template_button: [buttons.copyCode('Copy code')],
    },
  };
}

function interactive(kind: keyof typeof ids.interactiveType, data: JsonRecord, extra: JsonRecord = {}): JsonRecord {
  return {
    provider_integration_chat_id: 'pi_0001',
    chat_template_flag_interactive_message: true,
    interactive_type_id: ids.interactiveType[kind],
    ...extra,
    chat_template_data: { chat_template_name: `interactive_${kind}`, ...data },
  };
}

export function replyButtonsRequest(): JsonRecord {
  return interactive('reply_buttons', {
    chat_template_body: body('Was your delivery on time?'),
    chat_template_button: [buttons.quickReply('Yes'), buttons.quickReply('No')],
  });
}

export function listRequest(): JsonRecord {
  return interactive(
    'list',
    {
      chat_template_header: textHeader('Our menu'),
      chat_template_body: body('Pick a dish to see today\'s price.'),
      chat_template_footer: footer('Prices include tax'),
      chat_template_button: [buttons.quickReply('Margherita pizza'), buttons.quickReply('Caesar salad'), buttons.quickReply('Lemon tart')],
    },
    { interactive_list_button_text: 'See menu' },
  );
}

export function textRequest(): JsonRecord {
  return interactive('text', { chat_template_body: body('Thanks for reaching out! We will reply shortly.') });
}

export function flowRequest(): JsonRecord {
  return interactive(
    'flow',
    { chat_template_body: body('Book your table in a few taps.'), chat_template_button: [buttons.flow('Book now', '1234567890')] },
    { chat_template_flag_flow: true },
  );
}

export function ctaUrlRequest(): JsonRecord {
  return interactive('cta_url', {
    chat_template_body: body('Your invoice is ready.'),
    chat_template_footer: footer('Thank you for your order'),
    chat_template_button: [buttons.website('Open invoice', 'https://shop.example.com/invoice')],
  });
}

/** Every valid fixture by name. */
export const validRequests: Readonly<Record<string, () => JsonRecord>> = {
  normal: normalRequest,
  named: namedRequest,
  carousel: carouselRequest,
  authentication: authenticationRequest,
  reply_buttons: replyButtonsRequest,
  list: listRequest,
  text: textRequest,
  flow: flowRequest,
  cta_url: ctaUrlRequest,
};
