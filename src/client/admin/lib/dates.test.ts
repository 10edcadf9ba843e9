import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatRelativeTime,
  parseTimestamp,
  RELATIVE_UNITS,
  relativeTimeOf,
} from './dates.ts';

const now = new Date('2026-11-23T15:00:00.000Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Two centuries either way: far beyond any audit entry, well inside Date's range.
const CENTURY = 100 * 365 * DAY;
const offsets = fc.integer({ min: -2 * CENTURY, max: 2 * CENTURY });

describe('formatRelativeTime', () => {
  it.each([
    [0, 'agora'],
    [59_999, 'agora'],
    [-59_999, 'agora'],
    [MINUTE, 'há 1 minuto'],
    [5 * MINUTE + 59_000, 'há 5 minutos'],
    [2 * HOUR, 'há 2 horas'],
    [DAY, 'ontem'],
    [3 * DAY, 'há 3 dias'],
    [14 * DAY, 'há 2 semanas'],
    [60 * DAY, 'há 2 meses'],
    [800 * DAY, 'há 2 anos'],
    [-2 * DAY, 'depois de amanhã'],
    [-3 * DAY, 'em 3 dias'],
  ])('%i ms ago reads "%s"', (milliseconds, expected) => {
    expect(formatRelativeTime(ago(milliseconds), now)).toBe(expected);
  });

  it('never says a past moment is in the future, nor the reverse', () => {
    fc.assert(
      fc.property(offsets, (offset) => {
        const text = formatRelativeTime(ago(offset), now);
        if (offset >= 0) expect(text).not.toMatch(/^em /);
        if (offset < 0) expect(text).not.toMatch(/^há |ontem|passad/);
      }),
    );
  });
});

describe('relativeTimeOf', () => {
  it('picks the largest unit that fits, counting whole units only', () => {
    fc.assert(
      fc.property(offsets, (offset) => {
        const relative = relativeTimeOf(ago(offset), now);
        const distance = Math.abs(offset);
        if (relative === 'now') {
          expect(distance).toBeLessThan(MINUTE);
          return;
        }
        const index = RELATIVE_UNITS.findIndex((entry) => entry.unit === relative.unit);
        const size = RELATIVE_UNITS[index]!.milliseconds;
        const count = Math.abs(relative.value);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count * size).toBeLessThanOrEqual(distance);
        expect((count + 1) * size).toBeGreaterThan(distance);
        // A larger unit would not have fitted even once.
        if (index > 0) expect(distance).toBeLessThan(RELATIVE_UNITS[index - 1]!.milliseconds);
        expect(Math.sign(relative.value)).toBe(offset > 0 ? -1 : 1);
      }),
    );
  });

  it('grows with the distance: an older moment never reads as more recent', () => {
    const order = ['now', ...[...RELATIVE_UNITS].reverse().map((entry) => entry.unit)];
    const rank = (offset: number) => {
      const relative = relativeTimeOf(ago(offset), now);
      return relative === 'now' ? [0, 0] : [order.indexOf(relative.unit), Math.abs(relative.value)];
    };
    fc.assert(
      fc.property(fc.nat(2 * CENTURY), fc.nat(2 * CENTURY), (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const [nearUnit, nearValue] = rank(near);
        const [farUnit, farValue] = rank(far);
        expect(farUnit! > nearUnit! || (farUnit === nearUnit && farValue! >= nearValue!)).toBe(
          true,
        );
      }),
    );
  });
});

describe('absolute dates', () => {
  it('are written in Brasília time, day first', () => {
    // 02:30 UTC is still the previous evening in São Paulo (UTC-3).
    const date = new Date('2026-03-01T02:30:00.000Z');
    expect(formatDateTime(date)).toBe('28/02/2026, 23:30');
    expect(formatDate(date)).toBe('28/02/2026');
  });

  it('show the São Paulo calendar day of any moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01') }), (date) => {
        fc.pre(!Number.isNaN(date.getTime()));
        // Brazil has had no daylight saving time since 2019; before, at most one hour more.
        const shifted = new Date(date.getTime() - 3 * HOUR);
        const [datePart] = formatDateTime(date).split(', ');
        const [day, month, year] = datePart!.split('/').map(Number);
        const candidates = [shifted, new Date(shifted.getTime() + HOUR)].map((d) => [
          d.getUTCDate(),
          d.getUTCMonth() + 1,
          d.getUTCFullYear(),
        ]);
        expect(candidates).toContainEqual([day, month, year]);
      }),
    );
  });
});

describe('parseTimestamp', () => {
  it('reads ISO timestamps and refuses anything else', () => {
    expect(parseTimestamp('2026-11-23T15:00:00.000Z')?.toISOString()).toBe(
      '2026-11-23T15:00:00.000Z',
    );
    expect(parseTimestamp('ontem')).toBeNull();
  });
});
