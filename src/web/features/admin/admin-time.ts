/** A moment as the dashboard shows it: short, in the admin's own time zone. */
export function formatAdminTime(iso: string | null): string {
  if (iso === null) return 'Never';
  return new Date(iso).toLocaleString(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
