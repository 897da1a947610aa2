// Where a rule applies, decided in this one place: a rule declares its source, scope and requirement
// (rule.ts), the engine turns them into bits, and a rule runs on a request only when the request has
// every bit the rule needs. Rules never check their scope again.
import type { RuleDefinition, RuleScope } from '../rule.js';
import type { TemplateModel } from '../model/template-model.js';

// Not interactive: what the approval authority reviews (spec 1 and 3).
const REVIEWED = 1;
const INTERACTIVE = 2;
const AUTHENTICATION = 4;
const CAROUSEL = 8;
const TEMPLATE_NAMES = 16;
const FLOW_IDS = 32;
const NON_AUTHENTICATION = 64;

/** The bits each scope word stands for: a total table, so a new scope word fails to compile until it has its bits. */
const SCOPE_BITS = {
  interactive: INTERACTIVE,
  'non-interactive': REVIEWED,
  authentication: AUTHENTICATION,
  'non-authentication': NON_AUTHENTICATION,
  carousel: CAROUSEL,
} as const satisfies Record<RuleScope, number>;

/** The bits a request must have for this rule to run. */
export function scopeBitsOf(rule: RuleDefinition): number {
  let bits = rule.source === 'approval' ? REVIEWED : 0;
  if (rule.appliesTo !== undefined) bits |= SCOPE_BITS[rule.appliesTo];
  if (rule.requires === 'existingTemplateNames') bits |= TEMPLATE_NAMES;
  else if (rule.requires === 'flowIds') bits |= FLOW_IDS;
  return bits;
}

/** The bits a request has: what it is, and which context the caller gave. */
export function scopeBitsOfModel(model: TemplateModel): number {
  // Interactive templates are "validated and stored by the service only" (spec 1 and 3): not reviewed.
  let bits = model.interactive ? INTERACTIVE : REVIEWED;
  if (!model.interactive) bits |= model.categoryKind === 'authentication' ? AUTHENTICATION : NON_AUTHENTICATION;
  if (model.carousel) bits |= CAROUSEL;
  if (model.existingTemplateNames) bits |= TEMPLATE_NAMES;
  if (model.flowIds) bits |= FLOW_IDS;
  return bits;
}
