// `npm run schedule:due -- --since <instant> [--until <instant>]`: what the site's next build
// publishes or changes by the clock alone, between --since (left out) and --until (kept; default:
// now, which CONTENT_NOW pins). One line per change on stdout, tab-separated: the instant in the
// company's time zone with its offset, what happens (published, closes, goes live, ends), the file
// and the page's URL path; nothing else. A one-line summary on stderr.
// The hourly workflow (.github/workflows/schedule.yml) calls the host's deploy hook only when this
// prints a line. It reads the dated fields of the content files alone
// (content/load/schedule-dates.ts), not the whole content layer.
// Exit: 0 (whether or not something is due); 1 for a content file with a malformed date (the
// message names the file and the field); 2 for missing or malformed arguments.
import { parseArgs } from 'node:util';
import { buildNow } from '@/lib/build-day';
import { isoIn, parseInstant } from '@/lib/zoned-time';
import { scheduleDates } from '@/content/load/schedule-dates';
import { changesBetween } from '@/content/schema/schedule';
import { ContentError } from '@/content/schema/errors';

const usage = `usage: npm run schedule:due -- --since <instant> [--until <instant>]
  <instant>  an ISO 8601 instant with its offset or Z: 2026-11-30T03:30:00Z, 2026-11-30T09:00+05:30
  --since    changes after this instant are listed (e.g. the previous run's start)
  --until    up to this instant, included (default: now; CONTENT_NOW pins it)`;

function usageError(message: string): never {
  console.error(`schedule:due: ${message}\n${usage}`);
  process.exit(2);
}

function instantArgument(name: string, value: string | undefined): Date {
  if (value === undefined) usageError(`--${name} is required`);
  return (
    parseInstant(value) ??
    usageError(`--${name} ${JSON.stringify(value)} is not an instant with an offset or Z`)
  );
}

let values: { since?: string; until?: string };
try {
  ({ values } = parseArgs({
    options: { since: { type: 'string' }, until: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  usageError((error as Error).message);
}
const since = instantArgument('since', values.since);
let until: Date;
try {
  until = values.until === undefined ? buildNow() : instantArgument('until', values.until);
} catch (error) {
  // A malformed CONTENT_NOW.
  usageError((error as Error).message);
}
if (since.getTime() > until.getTime())
  usageError(`--since (${values.since}) is after --until (${until.toISOString()})`);

let dated: ReturnType<typeof scheduleDates>;
try {
  dated = scheduleDates();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`schedule:due: ${error.message}`);
  process.exit(1);
}

const { timeZone, items } = dated;
const changes = changesBetween(items, timeZone, since, until);
for (const change of changes)
  process.stdout.write(`${[change.local, change.change, change.file, change.path].join('\t')}\n`);

const window = `between ${isoIn(since, timeZone)} and ${isoIn(until, timeZone)} (${timeZone}; ${items.length} files read)`;
console.error(
  changes.length === 0
    ? `schedule:due: nothing due ${window}`
    : `schedule:due: ${changes.length} change${changes.length === 1 ? '' : 's'} due ${window}`,
);
