// Where a rule applies, decided in this one place: a rule declares its source, scope and requirement
// (rule.ts), the engine turns them into bits, and a rule runs on a request only when the request has
// every bit the rule needs. Rules never check their scope again.
import type { CategoryKind } from '../catalog/catalog.js';
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
// Never on a request alone: only a template validated as a member of a set has it.
const TEMPLATE_SET = 128;

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
  else if (rule.requires === 'templateSet') bits |= TEMPLATE_SET;
  return bits;
}

/** The bits a request has: what it is, and which context the caller gave. */
export function scopeBitsOfModel(model: TemplateModel): number {
  let bits = scopeBitsOfKind(model.interactive, model.categoryKind, model.carousel !== undefined);
  if (model.existingTemplateNames) bits |= TEMPLATE_NAMES;
  if (model.flowIds) bits |= FLOW_IDS;
  return bits;
}

/** The bits of what a template is, also for a template the account holds (which has no model). */
export function scopeBitsOfKind(interactive: boolean, categoryKind: CategoryKind | undefined, carousel: boolean): number {
  // Interactive templates are "validated and stored by the service only" (spec 1 and 3): not reviewed.
  let bits = interactive ? INTERACTIVE : REVIEWED;
  if (!interactive) bits |= categoryKind === 'authentication' ? AUTHENTICATION : NON_AUTHENTICATION;
  if (carousel) bits |= CAROUSEL;
  return bits;
}

/** The bits of a template validated as a member of a set: set rules need this one. */
export function withSetBit(bits: number): number {
  return bits | TEMPLATE_SET;
}
