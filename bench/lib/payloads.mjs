// Payload files for the CLI and ESLint benchmarks: requests of every kind from @templint/core/testing's
// generators (fast-check, fixed seed), one in three broken by one of its targeted mutations, written
// pretty-printed as people keep them in a repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { applyMutation, mutations, nodesOf, validRequest } from '@templint/core/testing';

/** How often a file is broken on purpose: one in `INVALID_EVERY`. */
const INVALID_EVERY = 3;

/**
 * A small deterministic generator (mulberry32), so the same seed gives the same files.
 * @param {number} seed
 * @returns {() => number} a number in [0, 1)
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` payloads: generated requests of every kind, one in `INVALID_EVERY` broken by a targeted mutation.
 * @param {number} count
 * @param {number} seed
 * @returns {{ payloads: unknown[], invalid: number }}
 */
export function generatePayloads(count, seed) {
  const requests = fc.sample(validRequest, { numRuns: count, seed });
  const next = random(seed);
  let invalid = 0;
  const payloads = requests.map((request, index) => {
    if (index % INVALID_EVERY !== INVALID_EVERY - 1) return request;
    // Try mutations in a random order until one applies to this request.
    const start = Math.floor(next() * mutations.length);
    for (let offset = 0; offset < mutations.length; offset += 1) {
      const mutation = mutations[(start + offset) % mutations.length];
      const targets = mutation ? mutation.targets(request) : [];
      const target = targets[Math.floor(next() * targets.length)];
      if (target) {
        invalid += 1;
        return applyMutation(request, target);
      }
    }
    return request;
  });
  return { payloads, invalid };
}

/**
 * Writes `count` payload files `payload-00000.json`... into `directory`.
 * @param {string} directory
 * @param {number} count
 * @param {number} seed
 * @returns {{ files: string[], invalid: number, flowIds: string[] }} the paths, how many were broken, and every Flow id used
 */
export function writePayloads(directory, count, seed) {
  mkdirSync(directory, { recursive: true });
  const { payloads, invalid } = generatePayloads(count, seed);
  /** @type {string[]} */
  const files = [];
  /** @type {Set<string>} */
  const flowIds = new Set();
  payloads.forEach((payload, index) => {
    for (const node of nodesOf(payload)) {
      // Field 11 of the example catalog is a Flow button's Flow id: the service's Flows, known to the run.
      const parent = /** @type {Record<string, unknown> | undefined} */ (node.parent);
      if (node.key === 'chat_template_button_sub_type_field_value' && parent?.chat_template_button_sub_type_field_id === 11 && typeof node.value === 'string') {
        flowIds.add(node.value);
      }
    }
    const path = join(directory, `payload-${String(index).padStart(5, '0')}.json`);
    writeFileSync(path, `${JSON.stringify(payload, null, 2)}\n`);
    files.push(path);
  });
  return { files, invalid, flowIds: [...flowIds] };
}
