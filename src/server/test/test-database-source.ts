/** Where the migrated test database of this run lives (see global-setup.ts). */
export type TestDatabaseSource =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };

export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
