import SunCalc from 'suncalc';

/** India Standard Time is UTC+05:30 all year (no summer time). */
const IST_OFFSET_MS = 330 * 60_000;
export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;

/** The IST day ('YYYY-MM-DD') of an instant. */
export function istDay(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an IST day starts. */
export function istDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The IST day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  return istDay(istDayStart(day).getTime() + days * DAY_MS);
}

/** Sunrise and sunset of an IST day at a place (suncalc). */
export function daylight(day: string, place: { latitude: number; longitude: number }) {
  // Noon IST is inside the day suncalc reckons its times for, at any Indian longitude.
  const noon = new Date(istDayStart(day).getTime() + 12 * HOUR_MS);
  const times = SunCalc.getTimes(noon, place.latitude, place.longitude);
  return { sunrise: times.sunrise, sunset: times.sunset };
}

/** Milliseconds of daylight at `place` between two instants. */
export function daylightBetween(
  from: Date,
  to: Date,
  place: { latitude: number; longitude: number },
): number {
  if (to <= from) return 0;
  let total = 0;
  // Past 30 days the answer is "a lot" for any alert's purpose; the loop stays short.
  const start = Math.max(from.getTime(), to.getTime() - 30 * DAY_MS);
  for (let day = istDay(start); day <= istDay(to); day = addDays(day, 1)) {
    const { sunrise, sunset } = daylight(day, place);
    const a = Math.max(start, sunrise.getTime());
    const b = Math.min(to.getTime(), sunset.getTime());
    if (b > a) total += b - a;
  }
  return total;
}

/** Whole years between a commissioning date and a day (0 before the first anniversary). */
export function yearsSince(commissionedOn: string | null, day: string): number {
  if (!commissionedOn) return 0;
  const [y1, m1, d1] = commissionedOn.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = day.split('-').map(Number) as [number, number, number];
  let years = y2 - y1;
  if (m2 < m1 || (m2 === m1 && d2 < d1)) years--;
  return Math.max(0, years);
}
