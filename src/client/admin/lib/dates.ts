/**
 * Dates of the back-office in the pt-BR locale (SPEC §1). Absolute dates are shown in the
 * platform's time zone, not the viewer's: the team works from Goiás, and an audit entry must read
 * the same on every screen.
 */
export const ADMIN_TIME_ZONE = 'America/Sao_Paulo';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
// Calendar months and years vary; an activity list needs "about how long ago", not a calendar.
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Largest first: the first unit that fits at least once is the one shown. */
export const RELATIVE_UNITS: readonly { unit: RelativeUnit; milliseconds: number }[] = [
  { unit: 'year', milliseconds: YEAR },
  { unit: 'month', milliseconds: MONTH },
  { unit: 'week', milliseconds: WEEK },
  { unit: 'day', milliseconds: DAY },
  { unit: 'hour', milliseconds: HOUR },
  { unit: 'minute', milliseconds: MINUTE },
];

export type RelativeTime = { unit: RelativeUnit; value: number } | 'now';

/**
 * How far `date` is from `now`, in the largest whole unit (rounded towards zero, so '2 hours'
 * means at least two full hours). Under a minute either way is 'now': seconds that tick while the
 * page is open would only distract, and a server clock a little ahead must not read 'em 3 segundos'.
 */
export function relativeTimeOf(date: Date, now: Date): RelativeTime {
  const difference = date.getTime() - now.getTime();
  const distance = Math.abs(difference);
  for (const { unit, milliseconds } of RELATIVE_UNITS) {
    if (distance >= milliseconds) {
      const value = Math.floor(distance / milliseconds);
      return { unit, value: difference < 0 ? -value : value };
    }
  }
  return 'now';
}

const relativeFormat = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });

/** 'agora', 'há 5 minutos', 'ontem', 'há 3 semanas', 'em 2 dias'. */
export function formatRelativeTime(date: Date, now: Date = new Date()): string {
  const relative = relativeTimeOf(date, now);
  if (relative === 'now') return 'agora';
  return relativeFormat.format(relative.value, relative.unit);
}

const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: ADMIN_TIME_ZONE,
});

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeZone: ADMIN_TIME_ZONE,
});

/** '23/11/2026, 09:15' (Brasília time). */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

/** '23/11/2026' (Brasília time). */
export function formatDate(date: Date): string {
  return dateFormat.format(date);
}

/** An ISO timestamp from the API as a Date; null when it is not one (never 'Invalid Date'). */
export function parseTimestamp(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
