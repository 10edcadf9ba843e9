// The Drizzle schema, one file per group of SPEC §3 entities; drizzle-kit reads this module.
export * from './reference.ts';
export * from './admin.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './providers.ts';
export * from './audit.ts';
export * from './rate-limits.ts';
export * from './insights.ts';
export * from './reports.ts';
