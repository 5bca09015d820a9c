import { defineConfig } from 'drizzle-kit'

// One schema and one set of migrations for PGlite and PostgreSQL (DESIGN.md, "Database").
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
})
