// drizzle-kit generates the one migration set that both PGlite and PostgreSQL apply at start-up.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
