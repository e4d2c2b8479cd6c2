// The content's clock: the day the site is built. Job openings close by it (content/load/job-openings.ts)
// and security.txt's expiry is checked against it (lib/security-txt.ts).

/**
 * The day the site is built, as YYYY-MM-DD (UTC). An opening whose validThrough is before it
 * shows as closed. `CONTENT_TODAY` pins it for tests.
 */
export function buildDay(): string {
  return process.env.CONTENT_TODAY ?? new Date().toISOString().slice(0, 10);
}
