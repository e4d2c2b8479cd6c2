// Dates shown in content, formatted the same on the server and in tests (no locale data needed).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-03-05" → "5 Mar 2024". */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  if (!year || !month || !day || month > 12) throw new Error(`Not an ISO date: ${iso}`);
  return `${day} ${months[month - 1]} ${year}`;
}
