import { fc, test as propertyTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import type { RuleDefinition, RuleRequirement, RuleScope, RuleSource } from '../rule.js';
import { propertyRuns, requestKinds } from '../testing/arbitraries.js';
import { authenticationRequest, carouselRequest, normalRequest, textRequest } from '../testing/fixtures.js';
import { withValue } from '../testing/helpers.js';
import { createValidatorOf } from './create-validator.js';

/** A rule that reports once on every request it is run on: whether it reports says whether the engine ran it. */
function probe(source: RuleSource, appliesTo?: RuleScope, requires?: RuleRequirement): RuleDefinition {
  return {
    id: 'probe',
    severity: 'error',
    source,
    messages: { ran: 'ran' },
    docsUrl: 'probe.md',
    ...(appliesTo === undefined ? {} : { appliesTo }),
    ...(requires === undefined ? {} : { requires }),
    check({ report }) {
      report({ messageId: 'ran', path: [] });
    },
  };
}

function runs(rule: RuleDefinition, request: unknown, options: Parameters<typeof createValidatorOf>[1] = {}): boolean {
  return createValidatorOf([rule], options).validate(request).diagnostics.length > 0;
}

// A marketing template whose category id is in no list: not known to be authentication.
const unknownCategory = withValue(normalRequest(), ['chat_template_data', 'chat_template_category_id'], 999);

const REQUESTS = {
  normal: normalRequest(),
  carousel: carouselRequest(),
  authentication: authenticationRequest(),
  interactive: textRequest(),
  unknownCategory,
  notAnObject: 42,
} as const;

type RequestName = keyof typeof REQUESTS;

// Which requests each declaration runs on, written out by hand from rule.ts's definitions.
const RUNS_ON: readonly { readonly source: RuleSource; readonly appliesTo?: RuleScope; readonly on: readonly RequestName[] }[] = [
  { source: 'spec', on: ['normal', 'carousel', 'authentication', 'interactive', 'unknownCategory', 'notAnObject'] },
  { source: 'approval', on: ['normal', 'carousel', 'authentication', 'unknownCategory', 'notAnObject'] },
  { source: 'spec', appliesTo: 'interactive', on: ['interactive'] },
  { source: 'spec', appliesTo: 'non-interactive', on: ['normal', 'carousel', 'authentication', 'unknownCategory', 'notAnObject'] },
  { source: 'spec', appliesTo: 'authentication', on: ['authentication'] },
  { source: 'spec', appliesTo: 'non-authentication', on: ['normal', 'carousel', 'unknownCategory', 'notAnObject'] },
  { source: 'approval', appliesTo: 'non-authentication', on: ['normal', 'carousel', 'unknownCategory', 'notAnObject'] },
  { source: 'spec', appliesTo: 'carousel', on: ['carousel'] },
  // An approval rule never runs on an interactive template, whatever its scope says.
  { source: 'approval', appliesTo: 'interactive', on: [] },
];

describe('where a rule runs (scope.ts)', () => {
  test.each(RUNS_ON)('source $source, appliesTo $appliesTo', ({ source, appliesTo, on }) => {
    const ran = (Object.keys(REQUESTS) as RequestName[]).filter((name) => runs(probe(source, appliesTo), REQUESTS[name]));
    expect(ran).toEqual(on);
  });

  test.each(['existingTemplateNames', 'flowIds'] as const)('a rule that requires %s runs only when the caller gives it', (requires) => {
    const rule = probe('spec', undefined, requires);
    expect(runs(rule, normalRequest())).toBe(false);
    expect(runs(rule, normalRequest(), { [requires]: ['x'] })).toBe(true);
    // An empty set is given all the same: the rule runs, and finds nothing known.
    expect(runs(rule, normalRequest(), { [requires]: [] })).toBe(true);
  });

  propertyTest.prop([fc.oneof(...requestKinds.map(({ kind, arbitrary }) => arbitrary.map((request) => ({ kind, request }))))], {
    numRuns: propertyRuns,
  })('each scope word runs on exactly the generated requests of its kinds', ({ kind, request }) => {
    const interactive = !['normal', 'carousel', 'authentication'].includes(kind);
    const expected: Record<RuleScope, boolean> = {
      interactive,
      'non-interactive': !interactive,
      authentication: kind === 'authentication',
      'non-authentication': kind === 'normal' || kind === 'carousel',
      carousel: kind === 'carousel',
    };
    for (const scope of Object.keys(expected) as RuleScope[]) expect(runs(probe('spec', scope), request), scope).toBe(expected[scope]);
  });
});
