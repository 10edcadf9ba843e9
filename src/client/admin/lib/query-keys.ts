/**
 * Query keys more than one back-office screen touches: every admin query starts with 'admin', so
 * signing out or in drops them all (lib/session/reset-session-cache.ts), and a change on one
 * screen refreshes the dashboard's counts.
 */
export const ADMIN_DASHBOARD_KEY = ['admin', 'dashboard'] as const;
