// Shared by the form tests that stub fetch.

/** A minimal fetch Response with `status` (jsdom has no Response class). */
export const reply = (status: number) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: () => null },
  }) as unknown as Response;
