import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { leadOrigin } from './ports';

/**
 * Waits until a form's island has hydrated (it switches the browser's own validation off with
 * `novalidate`): for tests of what the island adds (JSON submit, its messages, every outcome).
 * Tests of the form itself act right after `load`, without it.
 */
export async function hydrated(form: Locator) {
  await expect(form).toHaveAttribute('novalidate', '');
}

/** The name specs outside the forms slice use (home-fourteen.spec.ts). */
export const reachFor = hydrated;

/** What the loopback endpoint received (tests/e2e/support/lead-endpoint.ts). */
export type Received = {
  path: string;
  url: string;
  body: Record<string, unknown>;
  raw: string;
  /** The stub, like Formspree, marks a submission whose `_gotcha` is filled. */
  spam: boolean;
};

/** A marker unique to a test, typed into a field so the stub can tell parallel tests apart. */
export const newToken = () =>
  `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Every submission the endpoint received that carries `token`. */
export async function receivedFor(request: APIRequestContext, token: string): Promise<Received[]> {
  const response = await request.get(`${leadOrigin}/__requests?token=${token}`);
  return (await response.json()) as Received[];
}
