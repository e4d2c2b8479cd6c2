// Wall-clock times in a named time zone (the company's, content/company.yml `timeZone`) and the
// instants they stand for, with the platform's Intl data only (no locale or zone data of our own).
// Pure: the content layer's schemas and the editor's checks use it as the build does.
import { formatDate } from './dates';

/** `2026-11-30 09:00`, `2026-11-30T09:00:00`, optionally ending with `Z` or an offset (`+05:30`). */
export const WALL_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:\d{2})?$/;

/** Whether `timeZone` is an IANA zone this runtime knows (`Asia/Kolkata`, `Europe/London`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar fields of `instant` in `timeZone`. */
function fieldsIn(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** Minutes `timeZone` is ahead of UTC at `instant` (330 for India). */
function offsetAt(instant: number, timeZone: string): number {
  const f = fieldsIn(instant, timeZone);
  const asUtc = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * Why `value` is not a wall time, or undefined: the shape of WALL_TIME and a real calendar day and
 * time of day.
 */
export function wallTimeProblem(value: string): string | undefined {
  const match = WALL_TIME.exec(value);
  if (!match) return 'must be a date and time written as YYYY-MM-DD HH:mm, e.g. 2026-11-30 09:00';
  const [year, month, day, hour, minute, second] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day!)
    return `names a day that does not exist (${match[1]}-${match[2]}-${match[3]})`;
  if (hour! > 23 || minute! > 59 || second! > 59) return 'names a time of day that does not exist';
  return undefined;
}

/**
 * The instant a wall time names: read in `timeZone` unless it carries its own offset. A time that
 * a daylight-saving change skips (02:30 on the night clocks go forward) is taken after the jump.
 */
export function instantOf(value: string, timeZone: string): Date {
  const problem = wallTimeProblem(value);
  if (problem) throw new RangeError(`"${value}" ${problem}`);
  const [, y, mo, d, h, mi, s, zone] = WALL_TIME.exec(value)!;
  const asUtc = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  if (zone) {
    if (zone === 'Z') return new Date(asUtc);
    const sign = zone.startsWith('-') ? -1 : 1;
    const [oh, om] = zone.slice(1).split(':').map(Number);
    return new Date(asUtc - sign * (oh! * 60 + om!) * 60_000);
  }
  // The zone's offsets half a day either side: the instants they give whose wall time is the one
  // written (two after clocks go back: the earlier; none in the hour clocks skip: the offset from
  // before the jump, which lands after it).
  const before = offsetAt(asUtc - 43_200_000, timeZone);
  const after = offsetAt(asUtc + 43_200_000, timeZone);
  const matching = [...new Set([before, after])]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => fieldsMatch(instant, asUtc, timeZone))
    .sort((a, b) => a - b);
  return new Date(matching[0] ?? asUtc - before * 60_000);
}

/** Whether `instant` shows, in `timeZone`, the wall time `asUtc` holds in UTC fields. */
function fieldsMatch(instant: number, asUtc: number, timeZone: string): boolean {
  const f = fieldsIn(instant, timeZone);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) === asUtc;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `instant` as the calendar day and time of day in `timeZone`: `{ day: '2026-11-30', time: '09:00' }`. */
export function wallTimeIn(instant: Date, timeZone: string): { day: string; time: string } {
  const f = fieldsIn(instant.getTime(), timeZone);
  return {
    day: `${f.year}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}`,
  };
}

/** The zone's short name at `instant` as people there write it: IST, GMT, GMT-5. */
export function zoneName(instant: Date, timeZone: string): string {
  return (
    new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** The day after an ISO day: `2026-12-31` → `2027-01-01`. */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
}

/** `minutes` ahead of UTC as an ISO offset: 330 → `+05:30`, -300 → `-05:00`, 0 → `+00:00`. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * `instant` as the wall time of `timeZone` with that zone's offset then, to the minute (seconds
 * only when not zero): `2026-11-30T09:00+05:30`. instantOf reads it back to the same instant.
 */
export function isoIn(instant: Date, timeZone: string): string {
  const f = fieldsIn(instant.getTime(), timeZone);
  const seconds = f.second ? `:${pad(f.second)}` : '';
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}${seconds}${offsetText(offsetAt(instant.getTime(), timeZone))}`;
}

/**
 * An instant written with its own offset or `Z`, as `date -u +%FT%TZ` and GitHub's API write them
 * (`2026-11-30T03:30:00Z`, `2026-11-30T09:00+05:30`; a fraction of a second is allowed), or
 * undefined for anything else: a wall time without an offset names no instant by itself.
 */
export function parseInstant(value: string): Date | undefined {
  const match =
    /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(value);
  if (!match) return undefined;
  const [, wall, fraction, zone] = match;
  if (wallTimeProblem(`${wall}${zone}`)) return undefined;
  if (zone !== 'Z' && (Number(zone!.slice(1, 3)) > 14 || Number(zone!.slice(4)) > 59))
    return undefined;
  const milliseconds = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  return new Date(instantOf(`${wall}${zone}`, 'UTC').getTime() + milliseconds);
}

/**
 * The zone as people read it, with its IANA name: "India Standard Time (Asia/Kolkata)", "United
 * Kingdom Time (Europe/London)" (the generic name, right all year where clocks change).
 */
export function zoneLabel(timeZone: string): string {
  const generic = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((part) => part.type === 'timeZoneName')?.value;
  return generic && generic !== timeZone ? `${generic} (${timeZone})` : timeZone;
}

/**
 * A wall time of the content in `timeZone` as the site states it: its instant (ISO, UTC), its day
 * in the zone and its label ("30 Nov 2026, 09:00 IST"). The build's clock decides what is due
 * (content/load/publication.ts); the editor's preview states the same moment.
 */
export function momentIn(
  wallTime: string,
  timeZone: string,
): { at: string; day: string; label: string } {
  const instant = instantOf(wallTime, timeZone);
  const { day, time } = wallTimeIn(instant, timeZone);
  return {
    at: instant.toISOString(),
    day,
    label: `${formatDate(day)}, ${time} ${zoneName(instant, timeZone)}`,
  };
}
