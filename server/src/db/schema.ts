import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

// The tenancy root: every business-owned row of later modules carries `business_id` (DESIGN.md, "Tenancy").
export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
