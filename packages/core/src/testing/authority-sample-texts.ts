// The approval authority's own sample texts, for measuring the category hints' precision (issue 26): the
// example templates of its Template categorization page (developers.facebook.com/docs/whatsapp/
// template-categorization, read as stored in December 2025), two Template Library texts and the example of
// its Utility templates page. Written as the pages print them (their missing apostrophes too).

import { parsePlaceholders } from '../placeholders/parse-placeholders.js';
import { body, ids, row, type JsonRecord } from './builders.js';
import { normalRequest } from './fixtures.js';
import { withValue } from './helpers.js';

/** A sample text of the authority, with the category its page gives it. */
export interface AuthoritySample {
  readonly category: 'utility' | 'authentication' | 'marketing';
  readonly text: string;
}

const utility = (text: string): AuthoritySample => ({ category: 'utility', text });
const authentication = (text: string): AuthoritySample => ({ category: 'authentication', text });
const marketing = (text: string): AuthoritySample => ({ category: 'marketing', text });

export const AUTHORITY_SAMPLES: readonly AuthoritySample[] = Object.freeze([
  // Categorization: utility template guidelines.
  utility('Thanks for confirming opt-in! Youll now receive notifications via WhatsApp.'),
  utility('Thank you for confirming your opt-out preference. You will no longer receive messages from us on WhatsApp.'),
  utility('Thank you! Your order {{order_number}} is confirmed. We will let you know once your package is on its way.'),
  utility('Hooray! Your package from order {{order_number}} is on its way. Your tracking number is {{tracking_ID}} and expected delivery date is {{date}}.'),
  utility('Unfortunately, one item from your order {{number}} is backordered. We will follow up with an estimated ship date. If you wish to cancel and receive a refund, please click below.'),
  utility('We have received your item from order {{order_number}}. Your refund for ${{amount}} has been processed. Thank you for your business.'),
  utility('Daily update for account ending in {{four_digit_number}}: Your available balance is {{amount}}.'),
  utility('Reminder: Your monthly payment for {{service}} will be billed on {{date}} to the {{card}} you have saved on file.'),
  utility('You only have {{number}} minutes remaining in your plan. Remember to top up your account by {{date}} to avoid disruptions.'),
  utility('To finish setting up your {{new_profile}}, you need to upload a {{photo}}. Please click below to upload.'),
  utility('Please note, we have updated our {{Customer_service}} phone number to {{number}}. Please save this and call if we can be of support.'),
  utility('We have delivered your order {{order_number}}! Please let us know if there was any issue by reaching out below.'),
  utility('Your feedback ensures we continually {{improve}}. Please click below to share your thoughts on your {{recent visit}} at our {{store}} location. Thank you in advance!'),
  utility('You chatted with us {{online}} recently about order {{order_number}}. How was your experience? Click below to fill out a short survey.'),
  utility('Hi! I see you requested support via our {{online_chat}}. I am the virtual assistant on WhatsApp. How can I help?'),
  utility('Hi {{name}}, we are following up on your call with customer service on {{issue}}. Your case has progressed to the next step. Please log into your account to continue.'),
  utility('There is a {{tornado}} alert in your area. We recommend you remain indoors until {{time}} today.'),
  utility('We activated support services for the {{crisis}} in the {{zip code}} area. Live updates on our site, available below.'),
  utility('Stay up-to-date with your health. Stop by {{location}} by {{time}} to get your free COVID-19 {{vaccine}}. Bring your {{vaccination_card}} and identification document.'),
  utility('The {{city}} has just declared a health emergency because of {{issue}}. We will follow up with more details once available.'),
  utility('To vote on {{date}}, please ensure your voter {{registration card}} is active. Please click the URL below to understand steps required to renew, if needed. Please disregard this message if your {{registration card}} will be active.'),
  utility('Your {{welfare}} disbursement balance is {{amount}}. Kindly note it will expire on {{date}}.'),
  utility('We have detected a system outage that impacts zip code {{code}}. We expect to restore service by {{time_and_date}}. We apologize for the inconvenience.'),
  utility('This is to notify you that {{trains}} at our {{location}} station are halted because of {{issue}}. Please avoid the area as we work to rectify.'),
  utility('We have detected an increase in {{ATM fraud}}. To protect your card ending in {{1234}}, please consider updating your PIN. Click below to see the step-by-step.'),
  utility('The {{product}} you ordered on {{date}} has been recalled. Please click below to let us know how you would like to proceed.'),
  utility('Thank you for your purchase of {{product}}. Your warranty is active as of {{date}}. Our {{product manuals}} are below, for your reference'),
  utility('This is to notify you that you need to upgrade to a {{updated_identification_card}} by {{date}}. To avoid any inconveniences when traveling, please ensure you make an appointment at your local {{office}}.'),
  utility('We updated our privacy policy on {{date}}. Please click the button below to learn more.'),
  // Template Library (pre-approved utility texts) and the Utility templates page's example.
  utility('We were unable to deliver order {{1}} today.\n\nPlease {{2}} to schedule another delivery attempt.'),
  utility('Hi {{1}},\nThis is to notify you that your {{2}} in your {{3}} account, ending in {{4}} is below your pre-set {{5}} of {{6}}.\nClick the button to deposit more {{7}}.\n{{8}}'),
  utility("*You're all set!*\n\nYour reservation for {{number_of_guests}} at Lucky Shrub Eatery on {{day}}, {{date}}, at {{time}}, is confirmed. See you then!"),
  // Categorization: authentication template guidelines.
  authentication('{{1}} is your verification code.'),
  authentication('{{1}} is your verification code. For your security, do not share this code.'),
  authentication('{{1}} is your verification code. This code expires in 15 minutes.'),
  // Categorization: marketing template guidelines (what the hints could find).
  marketing('Did you know? We installed a {{new_tower}} in your area so you can enjoy a better network experience. To learn more, visit our site.'),
  marketing('{{Diwali}} is around the corner! Join us at {{location}} on {{date}} to celebrate with friends and family. For more details about our event, click below.'),
  marketing('Looking for a getaway this fall? Our newest resort just opened in {{location}}: the perfect place to relax and unwind.'),
  marketing('As a thank you for your last order, please enjoy {{15}}% off your next order. Use code {{loyal15}} at checkout. Visit our site here below.'),
  marketing('We are actively seeking {{donations}} to meet our fundraising goal of {{amount}}. Support our cause and contribute now!'),
  marketing('Upgrade to our {{premium_cabin}} to enjoy new benefits, like {{more_legroom}} and {{priority_boarding}}. Click below or log into our app to upgrade.'),
  marketing('You have been {{pre_approved}} for our {{credit_card}}! Enjoy an introductory {{apr_rate}} if you apply via your personalized link below.'),
  marketing('Your subscription will expire on {{date}}! Renew today to save {{discount}}.'),
  marketing('You left {{items}} in your cart! Dont worry, we saved them. Checkout now below.'),
  marketing('Your loan application is {{pending_approval}}! Please log in to pick up where you left off.'),
  marketing('We found a {{car}} that meets your saved search. Log in to our app to view.'),
  marketing('We apologize for the delay in your {{package}} delivery. We have deposited a {{credit}} to your account, available immediately.'),
  marketing('Did you know? You can now {{checkout}} in our app. Download it below to use our streamlined experience.'),
  marketing('Thank you for using our app. We noticed you have not used our {{latest_feature}}. Click below to learn more about how this benefits you!'),
  marketing('In-app only: {{20}}% off this week! Use code {{summer_promo}} to save on select styles.'),
  marketing('Hi {{name}}, your friend {{name}} recently joined our community. Send them a welcome message in our app today: {{URL}}.'),
  marketing('{{Name}}, did you think wed forget? No way! {{Happy_birthday}}! We wish you the best in the year ahead.'),
  marketing('As we approach the end of the year, we reflect on what drives us: {{Name}}. Thank you for being a {{valued_customer}}. We look forward to continuing to serve you.'),
  marketing('Hello, I am the new {{virtual_assistant}}. I can help you discover products or provide support. Please reach out if I can help!'),
  // Categorization: "Templates where contents are unclear (for example, where contents are only {{1}} or Congratulations!)".
  marketing('{{1}}'),
  marketing('Congratulations!'),
]);

/** A valid normal template in `category` whose body is `text`, each of its placeholders with a row. */
export function requestWithBody(text: string, category: AuthoritySample['category']): JsonRecord {
  const rows = parsePlaceholders(text).placeholders.map((placeholder) => row(placeholder.name, 'x'));
  const request = withValue(normalRequest(), ['chat_template_data', 'chat_template_body'], body(text, rows));
  return withValue(request, ['chat_template_data', 'chat_template_category_id'], ids.category[category]);
}
