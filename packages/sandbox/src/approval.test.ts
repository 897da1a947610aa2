// Approval simulation: created templates start Pending; the sandbox-only review endpoint, `review()` and
// the `approval` option move them to Approved or Rejected with a reason; interactive ones are never
// reviewed. Read back over plain HTTP (the client's reading of it, `approvalOf`, is tested in the client).
import { flowRequest, normalRequest, withValue } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { REVIEW_STATUSES } from './approval-simulation.js';
import { createOverHttp, readOverHttp, reviewOf, useSandbox, waitForStatus } from './http.test-support.js';
import { startSandbox } from './server.js';

const sandbox = useSandbox();

async function reviewOverHttp(id: unknown, body: unknown, key = sandbox().apiKey): Promise<Response> {
  return fetch(`${sandbox().url}/sandbox/templates/${String(id)}/review`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('review on request', () => {
  test('POST /sandbox/templates/{id}/review rejects with a reason; the record read back shows it', async () => {
    const record = await createOverHttp(sandbox(), normalRequest());
    expect(reviewOf(record)).toMatchObject({ statusId: REVIEW_STATUSES.pending.id, statusName: 'Pending', errorReason: null });
    const answer = await reviewOverHttp(record.chat_template_id, { decision: 'rejected', reason: 'Too promotional' });
    expect(answer.status).toBe(200);
    const read = await readOverHttp(sandbox(), 'pi_0001', record.chat_template_id as number);
    expect(reviewOf(read)).toEqual({ statusId: REVIEW_STATUSES.rejected.id, statusName: 'Rejected', errorReason: 'Too promotional' });
  });

  test('review() approves, with no reason', async () => {
    const record = await createOverHttp(sandbox(), normalRequest());
    expect(sandbox().review(record.chat_template_id as number, 'approved')).toBe(true);
    const read = await readOverHttp(sandbox(), 'pi_0001', record.chat_template_id as number);
    expect(reviewOf(read)).toMatchObject({ statusName: 'Approved', errorReason: null });
  });

  test('an interactive template, an unknown id, a bad decision and a missing key are refused', async () => {
    const record = await createOverHttp(sandbox(), flowRequest());
    expect((await reviewOverHttp(record.chat_template_id, { decision: 'approved' })).status).toBe(404);
    expect(sandbox().review(record.chat_template_id as number, 'approved')).toBe(false);
    expect((await reviewOverHttp(999, { decision: 'approved' })).status).toBe(404);
    expect((await reviewOverHttp(record.chat_template_id, { decision: 'maybe' })).status).toBe(400);
    expect((await reviewOverHttp(record.chat_template_id, { decision: 'approved' }, 'wrong')).status).toBe(401);
  });
});

describe('what only the approval authority refuses', () => {
  // A footer over 60 characters breaks no rule of the spec's (it limits only the authentication and the CTA
  // URL footers); the authority refuses it. The sandbox answered 400, where the spec creates it, Pending,
  // and records the authority's refusal in chat_template_metadata_error_reason (spec 3, 4 and 7).
  const footer = { chat_template_footer_id: null, chat_template_footer_value: 'f'.repeat(61) };

  test('is created Pending, then rejected with the reason', async () => {
    const record = await createOverHttp(sandbox(), withValue(normalRequest(), ['chat_template_data', 'chat_template_footer'], footer));
    expect(reviewOf(record)).toMatchObject({ statusName: 'Pending', errorReason: null });
    const rejected = reviewOf(await waitForStatus(sandbox(), record.chat_template_id as number, 'Rejected'));
    expect(rejected?.errorReason).toMatch(/^approval-footer-max-length: The footer is 61 characters/);
  });

  test('is rejected even where every template is approved', async () => {
    const approving = await startSandbox({ approval: { decision: 'approved', afterMs: 0 } });
    try {
      const record = await createOverHttp(approving, withValue(normalRequest(), ['chat_template_data', 'chat_template_footer'], footer));
      const clean = await createOverHttp(approving, withValue(normalRequest(), ['chat_template_data', 'chat_template_name'], 'order_update_2'));
      await waitForStatus(approving, clean.chat_template_id as number, 'Approved');
      expect(reviewOf(await waitForStatus(approving, record.chat_template_id as number, 'Rejected'))?.statusName).toBe('Rejected');
    } finally {
      await approving.close();
    }
  });
});

describe('review after a delay', () => {
  test('approval: { decision, afterMs } moves every created template on by itself', async () => {
    const delayed = await startSandbox({ approval: { decision: 'approved', afterMs: 30 } });
    try {
      const record = await createOverHttp(delayed, normalRequest());
      expect(reviewOf(record)).toMatchObject({ statusName: 'Pending' });
      const approved = await waitForStatus(delayed, record.chat_template_id as number, 'Approved');
      expect(reviewOf(approved)).toMatchObject({ statusId: REVIEW_STATUSES.approved.id, errorReason: null });
    } finally {
      await delayed.close();
    }
  });
});
