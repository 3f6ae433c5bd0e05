/** Spec 001 §3: the birthday is an ISO date, or empty while year, month and day are not all chosen. */
export function composeBirthday(year: string, month: string, day: string): string {
  if (!year || !month || !day) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}
