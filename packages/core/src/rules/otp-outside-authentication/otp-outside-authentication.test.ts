import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ONE_TIME_PASSCODE_PHRASES } from '../../spec/category-phrases.js';
import { AUTHORITY_SAMPLES, requestWithBody } from '../../testing/authority-sample-texts.js';
import { body, row } from '../../testing/builders.js';
import { carouselRequest, listRequest } from '../../testing/fixtures.js';
import { diagnosticsOf, validFixtureCases, withValue } from '../../testing/helpers.js';
import { RuleTester } from '../../testing/rule-tester.js';
import { otpOutsideAuthentication } from './otp-outside-authentication.js';

const RULE = 'otp-outside-authentication';
const VALUE = ['chat_template_data', 'chat_template_body', 'chat_template_body_value'];
const CARD_BODY = ['chat_template_data', 'chat_template_carousel', 'chat_template_carousel_card', 0, 'chat_template_body'];

new RuleTester({ describe, test }).run(otpOutsideAuthentication, {
  valid: [
    ...validFixtureCases(),
    { name: 'a PIN to update, as the authority\'s fraud-awareness utility example says', request: requestWithBody('To protect your card ending in {{1}}, please consider updating your PIN.', 'utility') },
    { name: 'a word that only contains the letters: "hotpot", "Otpor", "passcodes" not a word apart', request: requestWithBody('Your hotpot order {{1}} from Otpor is ready.', 'utility') },
    { name: 'a variable named otp is not read as words', request: requestWithBody('Your code {{otp}} was sent to {{phone}} today.', 'utility') },
    { name: 'a code that is no passcode: a tracking code', request: requestWithBody('Your tracking code for order {{1}} is {{2}}. Thank you.', 'utility') },
    { name: 'an interactive template is not reviewed', request: withValue(listRequest(), VALUE, 'Your OTP is below, pick one') },
    // A bank's transaction alert warns against sharing a code it does not send (found by QA, India).
    ...[
      'Rs {{1}} was debited from your account ending {{2}}. Never share your OTP with anyone.',
      'आपके खाते से ₹{{1}} कटे हैं। अपना OTP किसी के साथ साझा न करें।',
      'Se debitaron {{1}} de tu cuenta. Nunca compartas tu código de verificación.',
      'Foram debitados {{1}} da sua conta. Não compartilhe seu código de verificação com ninguém.',
      'Rp {{1}} telah didebit dari rekening Anda. Jangan bagikan kode verifikasi kepada siapa pun!',
      "Your card {{1}} was used today.\nDon't share your one-time password, even with us.",
      // The same warning as banks word it in the bundled catalog's other languages (found by QA, session 23).
      'Card {{1}} was used today. Never tell anyone your OTP.',
      'Compra de {{1}} aprobada. Tu código de verificación es personal: no lo compartas con nadie.',
      'Compra de {{1}} aprovada. Nunca forneça seu código de verificação.',
      '₹{{1}} डेबिट हुए। अपना OTP किसी को भी शेयर मत करें।',
      '₹{{1}} डेबिट हुए। बैंक कभी ओटीपी नहीं माँगता, इसे किसी को न बताएं।',
      'Rs {{1}} debit hue hain. OTP kabhi kisi ko mat batayein.',
      'Rp {{1}} telah didebit. Jangan beritahukan kode OTP kepada siapa pun.',
    ].map((text) => ({ name: `a warning against sharing a code, with no variable in its sentence: ${text}`, request: requestWithBody(text, 'utility') })),
  ],
  invalid: [
    {
      name: '"verification code" in a utility template, with its range, as a warning',
      request: requestWithBody('Your verification code is {{1}}. Do not share it.', 'utility'),
      errors: [{ messageId: 'oneTimePasscode', path: VALUE, range: [5, 22], severity: 'warning', data: { place: 'body', phrase: 'verification code' } }],
    },
    {
      name: 'OTP in any case, in a marketing template',
      request: requestWithBody('Use the otp {{1}} to unlock 20 percent savings today.', 'marketing'),
      errors: [{ messageId: 'oneTimePasscode', range: [8, 11], data: { phrase: 'otp' } }],
    },
    { name: 'one-time password, hyphen or space', request: requestWithBody('Your one-time password for {{1}} is {{2}}, valid today.', 'utility'), errors: [{ messageId: 'oneTimePasscode', data: { phrase: 'one-time password' } }] },
    {
      name: 'a warning sentence holding the code sends it',
      request: requestWithBody('Never share your OTP {{1}} with anyone, we are glad to help.', 'utility'),
      errors: [{ messageId: 'oneTimePasscode', range: [17, 20] }],
    },
    {
      name: 'a code sent after a warning: reported where it is sent',
      request: requestWithBody('Do not share your OTP. Your OTP is {{1}} for this login.', 'utility'),
      errors: [{ messageId: 'oneTimePasscode', range: [28, 31] }],
    },
    { name: 'passcode', request: requestWithBody('Here is your passcode: {{1}}. It works once.', 'utility'), errors: [{ messageId: 'oneTimePasscode', data: { phrase: 'passcode' } }] },
    { name: 'Spanish: código de verificación', request: requestWithBody('Tu código de verificación es {{1}}. No lo compartas.', 'utility'), errors: [{ messageId: 'oneTimePasscode', data: { phrase: 'código de verificación' } }] },
    { name: 'Portuguese: código de verificação', request: requestWithBody('Seu código de verificação é {{1}}. Não compartilhe.', 'utility'), errors: [{ messageId: 'oneTimePasscode' }] },
    { name: 'Hindi: ओटीपी', request: requestWithBody('आपका ओटीपी {{1}} है। इसे साझा न करें।', 'utility'), errors: [{ messageId: 'oneTimePasscode', data: { phrase: 'ओटीपी' } }] },
    { name: 'Indonesian: kode verifikasi', request: requestWithBody('Kode verifikasi Anda adalah {{1}}. Jangan bagikan.', 'utility'), errors: [{ messageId: 'oneTimePasscode', data: { phrase: 'Kode verifikasi' } }] },
    {
      name: 'a carousel card body, named by its card',
      request: withValue(carouselRequest(), CARD_BODY, body('Your OTP is {{1}} for this card', [row('1', '123456')])),
      errors: [{ messageId: 'oneTimePasscode', path: [...CARD_BODY, 'chat_template_body_value'], data: { place: 'card body of carousel card 1' } }],
    },
  ],
});

describe('otp-outside-authentication precision', () => {
  test('flags none of the authority\'s utility sample texts (32), and none of its authentication ones in an authentication template', () => {
    const accepted = AUTHORITY_SAMPLES.filter((sample) => sample.category !== 'marketing');
    expect(accepted).toHaveLength(35);
    expect(accepted.filter((sample) => diagnosticsOf(requestWithBody(sample.text, sample.category), RULE).length > 0)).toEqual([]);
  });

  test('finds the passcode in each authentication sample sent as utility (what it is for)', () => {
    const codes = AUTHORITY_SAMPLES.filter((sample) => sample.category === 'authentication');
    expect(codes.map((sample) => diagnosticsOf(requestWithBody(sample.text, 'utility'), RULE).length)).toEqual([1, 1, 1]);
  });

  test.prop([fc.constantFrom(...Object.values(ONE_TIME_PASSCODE_PHRASES).flat()), fc.constantFrom('utility', 'marketing')])(
    'every listed phrase, between words, is found in a non-authentication template',
    (phrase, category) => {
      expect(diagnosticsOf(requestWithBody(`Hello, here is your ${phrase} for order {{1}} today.`, category), RULE)).toHaveLength(1);
    },
  );

  test.prop([fc.constantFrom(...Object.values(ONE_TIME_PASSCODE_PHRASES).flat())])('a listed phrase glued inside a word is not found', (phrase) => {
    expect(diagnosticsOf(requestWithBody(`Hello, x${phrase}x for order {{1}} today.`, 'utility'), RULE)).toEqual([]);
  });
});
