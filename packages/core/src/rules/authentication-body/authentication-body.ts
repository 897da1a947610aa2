import { withInvisibleNamed } from '../../internal/invisible-named.js';
import { asId } from '../../internal/json.js';
import { mainSection } from '../../model/queries.js';
import { defineRule, type RuleDefinition } from '../../rule.js';
import type { RuleMeta } from '../../rule-meta.js';
import { AUTHENTICATION_BODY, AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION, isAuthenticationBodyLanguage } from '../../spec/decisions.js';

/** What tooling shows for authentication-body. */
export const meta: RuleMeta = {
  description: () => 'An English authentication template body is exactly the approval authority\'s verification-code sentence (with the security sentence when recommended).',
  specSection: '2.8',
};

export const authenticationBody: RuleDefinition = defineRule({
  id: 'authentication-body',
  severity: 'error',
  source: 'spec',
  appliesTo: 'authentication',
  messages: {
    wrongBody: 'An authentication body must be exactly "{{expected}}"{{reason}}; found "{{text}}".',
  },
  check({ model, report }) {
    const body = mainSection(model)?.body?.text;
    // An empty or blank body is body-required's to report: it is missing, not another sentence.
    if (!body?.text.trim()) return;
    const languageId = asId(model.fields.languageId.value);
    const code = languageId === undefined ? undefined : model.catalog.languages.get(languageId)?.code;
    if (code !== undefined && !isAuthenticationBodyLanguage(code)) return;
    const flag = model.fields.securityRecommendation.value;
    // A flag of another type ("true", null) is field-type's to report: either sentence may be the one meant.
    const flagUnreadable = flag !== undefined && typeof flag !== 'boolean';
    if (flagUnreadable && (body.text === AUTHENTICATION_BODY || body.text === AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION)) return;
    const recommended = flag === true;
    const expected = recommended ? AUTHENTICATION_BODY_WITH_SECURITY_RECOMMENDATION : AUTHENTICATION_BODY;
    if (body.text === expected) return;
    const reason = recommended
      ? ' (chat_template_security_recommendation is true)'
      : ' (add the security sentence only with chat_template_security_recommendation: true)';
    report({ messageId: 'wrongBody', path: body.path, data: { expected, reason, text: withInvisibleNamed(body.text) } });
  },
});
