import { defineConfig } from 'drizzle-kit';

// Generation only (`npm run db:generate`): migrations are applied by the server at start with
// drizzle-orm's migrate(), which also works on PGlite with its extensions.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
