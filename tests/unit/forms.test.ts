/**
 * @jest-environment node
 */
import { newsletterSchema } from '@/lib/form-schemas';
import {
  outcomeMessages,
  resolveSchema,
  submitLead,
  validateField,
  validateForm,
  type LeadPayload,
} from '@/lib/forms';

const payload: LeadPayload = {
  formId: 'test',
  page: '/',
  fields: { email: 'a@b.co' },
  consent: false,
  privacyNoticeVersion: '2026-11-25',
  submittedAt: '2026-01-01T00:00:00.000Z',
  submissionId: 'id-1',
};

function respond(status: number, body?: unknown): typeof fetch {
  return jest.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      }),
  ) as unknown as typeof fetch;
}

describe('newsletter schema', () => {
  const rules = resolveSchema(newsletterSchema);
  const email = rules.email!;
  it.each([
    ['', 'Please enter your email address.'],
    ['   ', 'Please enter your email address.'],
    ['not-an-email', 'Please enter a valid email address, like name@company.com.'],
    ['a@b', 'Please enter a valid email address, like name@company.com.'],
    ['two@@at.com', 'Please enter a valid email address, like name@company.com.'],
    [`${'x'.repeat(250)}@example.com`, 'Email must be at most 254 characters.'],
    ['<script>alert(1)</script>@x.com', 'Email cannot contain HTML or script tags.'],
  ])('rejects %p', (value, message) => {
    expect(validateField(email, value)).toBe(message);
  });

  it('accepts a normal address, ignoring surrounding spaces', () => {
    expect(validateField(email, '  priya.nair@coop-bank.in ')).toBeUndefined();
    expect(validateForm(rules, { email: 'ops@nbfc.co.in' })).toEqual({});
  });
});

describe('submitLead', () => {
  it('posts JSON with an idempotency key and reports success', async () => {
    const fetchImpl = respond(200, { ok: true });
    await expect(
      submitLead({ endpoint: 'https://forms.test/lead', payload, fetchImpl }),
    ).resolves.toEqual({
      kind: 'success',
    });
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0];
    expect(url).toBe('https://forms.test/lead');
    expect(init.method).toBe('POST');
    expect(init.headers['Idempotency-Key']).toBe('id-1');
    expect(JSON.parse(init.body)).toEqual(payload);
  });

  it('maps field errors from a 422 JSON body (object and list shapes)', async () => {
    await expect(
      submitLead({
        endpoint: 'x',
        payload,
        fetchImpl: respond(422, { errors: { email: 'Taken' } }),
      }),
    ).resolves.toEqual({ kind: 'fieldErrors', errors: { email: 'Taken' } });
    await expect(
      submitLead({
        endpoint: 'x',
        payload,
        fetchImpl: respond(400, { errors: [{ field: 'email', message: 'Bad' }] }),
      }),
    ).resolves.toEqual({ kind: 'fieldErrors', errors: { email: 'Bad' } });
  });

  it.each([
    [429, 'rateLimited'],
    [500, 'serverError'],
    [503, 'serverError'],
    [400, 'rejected'],
  ])('classifies HTTP %i as %s', async (status, kind) => {
    await expect(
      submitLead({ endpoint: 'x', payload, fetchImpl: respond(status) }),
    ).resolves.toEqual({ kind });
    expect(outcomeMessages[kind as keyof typeof outcomeMessages]).toBeTruthy();
  });

  it('times out a request that hangs', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as unknown as typeof fetch;
    await expect(
      submitLead({ endpoint: 'x', payload, fetchImpl: hanging, timeoutMs: 20 }),
    ).resolves.toEqual({
      kind: 'timeout',
    });
  });

  it('reports a network failure as offline', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(submitLead({ endpoint: 'x', payload, fetchImpl: failing })).resolves.toEqual({
      kind: 'offline',
    });
  });
});
