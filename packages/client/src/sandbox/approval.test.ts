// Approval simulation: created templates start Pending; the sandbox-only review endpoint, `review()` and
// the `approval` option move them to Approved or Rejected with a reason; interactive ones are never
// reviewed. Read back through the client.
import { defaultCatalog } from '@templint/core';
import { flowRequest, normalRequest } from '@templint/core/testing';
import { describe, expect, test } from 'vitest';
import { approvalOf } from '../approval.js';
import { createClient } from '../client.js';
import { REVIEW_STATUSES } from './approval-simulation.js';
import { useSandbox } from './sandbox.test-support.js';
import { startSandbox } from './server.js';

const use = useSandbox();

async function reviewOverHttp(id: number, body: unknown, key = use.sandbox().apiKey): Promise<Response> {
  return fetch(`${use.sandbox().url}/sandbox/templates/${String(id)}/review`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('review on request', () => {
  test('POST /sandbox/templates/{id}/review rejects with a reason; getTemplate shows it', async () => {
    const api = use.client({ catalog: defaultCatalog });
    const { record } = await api.createTemplate(normalRequest());
    const answer = await reviewOverHttp(record.chat_template_id, { decision: 'rejected', reason: 'Too promotional' });
    expect(answer.status).toBe(200);
    const approval = approvalOf(await api.getTemplate(record.provider_integration_chat_id, record.chat_template_id));
    expect(approval).toMatchObject({ submitted: true, statusId: REVIEW_STATUSES.rejected.id, statusName: 'Rejected', errorReason: 'Too promotional' });
  });

  test('review() approves, with no reason', async () => {
    const api = use.client({ catalog: defaultCatalog });
    const { record } = await api.createTemplate(normalRequest());
    expect(use.sandbox().review(record.chat_template_id, 'approved')).toBe(true);
    const read = await api.getTemplate(record.provider_integration_chat_id, record.chat_template_id);
    expect(approvalOf(read)).toMatchObject({ statusName: 'Approved', errorReason: null });
  });

  test('an interactive template, an unknown id, a bad decision and a missing key are refused', async () => {
    const { record } = await use.client({ catalog: defaultCatalog }).createTemplate(flowRequest());
    expect((await reviewOverHttp(record.chat_template_id, { decision: 'approved' })).status).toBe(404);
    expect(use.sandbox().review(record.chat_template_id, 'approved')).toBe(false);
    expect((await reviewOverHttp(999, { decision: 'approved' })).status).toBe(404);
    expect((await reviewOverHttp(record.chat_template_id, { decision: 'maybe' })).status).toBe(400);
    expect((await reviewOverHttp(record.chat_template_id, { decision: 'approved' }, 'wrong')).status).toBe(401);
  });
});

describe('review after a delay', () => {
  test('approval: { decision, afterMs } moves every created template on by itself', async () => {
    const sandbox = await startSandbox({ approval: { decision: 'approved', afterMs: 30 } });
    try {
      const api = createClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, catalog: defaultCatalog });
      const { record, approval } = await api.createTemplate(normalRequest());
      expect(approval).toMatchObject({ statusName: 'Pending' });
      let statusName = 'Pending';
      for (let attempt = 0; attempt < 200 && statusName === 'Pending'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        const now = approvalOf(await api.getTemplate(record.provider_integration_chat_id, record.chat_template_id));
        statusName = now.submitted ? now.statusName : 'none';
      }
      expect(statusName).toBe('Approved');
    } finally {
      await sandbox.close();
    }
  });
});
