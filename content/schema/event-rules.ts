// The rules across an event's dated fields (content/events/<slug>.md) as plain functions, without
// zod: the build's schema applies them (content/schema/events.ts) and the content editor runs them
// before Save (the entry check, through the events descriptor's `check.crossField`), so both refuse the same
// file with the same words. Imports nothing but lib/zoned-time.ts and the schedule rules.
import { wallTimeProblem } from '../../lib/zoned-time';
import { isBefore, type ScheduleProblem } from './schedule-rules';

/** An event's end after its start; its registration closing not after its end. */
export function eventTimeProblems(value: {
  start?: string;
  end?: string;
  registrationClosesAt?: string;
}): ScheduleProblem<'end' | 'registrationClosesAt'>[] {
  const valid = (v?: string): v is string => v !== undefined && !wallTimeProblem(v);
  const problems: ScheduleProblem<'end' | 'registrationClosesAt'>[] = [];
  if (valid(value.start) && valid(value.end) && !isBefore(value.start, value.end))
    problems.push({ path: 'end', message: `must be after the start (${value.start})` });
  if (
    valid(value.registrationClosesAt) &&
    valid(value.end) &&
    isBefore(value.end, value.registrationClosesAt)
  )
    problems.push({
      path: 'registrationClosesAt',
      message: `must not be after the end (${value.end})`,
    });
  return problems;
}
