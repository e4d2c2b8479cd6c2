// Wall times in a named zone and the instants they stand for (lib/zoned-time.ts): India has one
// offset all year; London and New York show that a change of offset is handled, not assumed away.
import { instantOf, nextDay, wallTimeIn, wallTimeProblem, zoneName } from '@/lib/zoned-time';

const at = (wall: string, zone: string) => instantOf(wall, zone).toISOString();

describe('instantOf', () => {
  it('reads a wall time in the zone, or its own offset', () => {
    expect(at('2026-11-30 09:00', 'Asia/Kolkata')).toBe('2026-11-30T03:30:00.000Z');
    expect(at('2026-11-30T09:00:30', 'Asia/Kolkata')).toBe('2026-11-30T03:30:30.000Z');
    expect(at('2026-07-01 12:00', 'America/New_York')).toBe('2026-07-01T16:00:00.000Z');
    expect(at('2026-01-01 12:00', 'America/New_York')).toBe('2026-01-01T17:00:00.000Z');
    expect(at('2026-11-30T09:00+05:30', 'Europe/London')).toBe('2026-11-30T03:30:00.000Z');
    expect(at('2026-11-30 09:00Z', 'Asia/Kolkata')).toBe('2026-11-30T09:00:00.000Z');
  });

  it('takes a time the clocks skip after the jump, and the first of a time they repeat', () => {
    // London, 29 Mar 2026: 01:00 GMT becomes 02:00 BST, so 01:30 never shows on a clock.
    expect(at('2026-03-29 01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(wallTimeIn(instantOf('2026-03-29 01:30', 'Europe/London'), 'Europe/London')).toEqual({
      day: '2026-03-29',
      time: '02:30',
    });
    // 25 Oct 2026: 01:30 happens twice (BST, then GMT): the first.
    expect(at('2026-10-25 01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a wall time', () => {
    expect(() => instantOf('30/11/2026 09:00', 'Asia/Kolkata')).toThrow(RangeError);
    expect(wallTimeProblem('2026-02-29 09:00')).toMatch(/does not exist/);
    expect(wallTimeProblem('2028-02-29 09:00')).toBeUndefined();
  });
});

describe('wallTimeIn, zoneName, nextDay', () => {
  it('gives the day and time in the zone, and its short name', () => {
    const instant = new Date('2026-11-30T20:00:00Z');
    expect(wallTimeIn(instant, 'Asia/Kolkata')).toEqual({ day: '2026-12-01', time: '01:30' });
    expect(zoneName(instant, 'Asia/Kolkata')).toBe('IST');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
