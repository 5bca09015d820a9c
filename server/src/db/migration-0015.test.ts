import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrationEngines, migrationsUpTo, type Runner } from '../test/migration-runners.ts'
import { MIGRATIONS_FOLDER } from './database.ts'

// Migration 0015 (decision 044) turns each product's price and special price into its one unlabelled
// variant. Here a database is migrated up to 0014, given products priced as owners left them (whole pesos,
// cents, "12000.00" as numeric(12,2) keeps it, no price at all), then migrated to the end: every product must
// show the same prices, in their shortest exact form. On PGlite, and on PostgreSQL when the run uses it.

const PRICES: [string, string | null, string | null][] = [
  ['Bandeja paisa', '12000.00', null],
  ['Crêpe', '12.50', '9.90'],
  ['Tinto', '2500', '2000.00'],
  ['Pesca del día', null, null],
  ['Agua', '0', null],
]

describe.each(migrationEngines(inject('postgresUrl')))('migration 0015 on %s', (_engine, open) => {
  let runner: Runner
  let upTo0014: Awaited<ReturnType<typeof migrationsUpTo>>

  beforeAll(async () => {
    upTo0014 = await migrationsUpTo(14)
    runner = await open()
  }, 60_000)
  afterAll(async () => {
    await runner?.close()
    await upTo0014?.remove()
  })

  it('keeps every existing product’s price and special price as its one unlabelled variant', async () => {
    await runner.migrate(upTo0014.folder)
    const [business] = await runner.query(
      sql`insert into businesses (name, slug) values ('Fonda', 'fonda-0015') returning id`,
    )
    const [catalogue] = await runner.query(
      sql`insert into catalogues (business_id, nombre, template) values (${business!.id}, 'Carta', 'clasico') returning id`,
    )
    const [category] = await runner.query(
      sql`insert into categories (business_id, catalogue_id, name) values (${business!.id}, ${catalogue!.id}, 'Platos') returning id`,
    )
    for (const [position, [name, price, specialPrice]] of PRICES.entries()) {
      await runner.query(sql`
        insert into products (business_id, catalogue_id, category_id, name, price, special_price, position)
        values (${business!.id}, ${catalogue!.id}, ${category!.id}, ${name}, ${price}, ${specialPrice}, ${position})`)
    }

    await runner.migrate(MIGRATIONS_FOLDER)

    const rows = await runner.query(sql`select name, variants, option_groups from products order by position`)
    expect(
      rows.map((row) => {
        const variants = row.variants as {
          id: string
          label: string
          price: string | null
          specialPrice: string | null
        }[]
        return [row.name, variants.map(({ label, price, specialPrice }) => ({ label, price, specialPrice }))]
      }),
    ).toEqual([
      ['Bandeja paisa', [{ label: '', price: '12000', specialPrice: null }]],
      ['Crêpe', [{ label: '', price: '12.5', specialPrice: '9.9' }]],
      ['Tinto', [{ label: '', price: '2500', specialPrice: '2000' }]],
      ['Pesca del día', [{ label: '', price: null, specialPrice: null }]],
      ['Agua', [{ label: '', price: '0', specialPrice: null }]],
    ])
    for (const row of rows) {
      const [variant] = row.variants as { id: string }[]
      expect(variant!.id).toMatch(/^[0-9a-f-]{36}$/)
      expect(row.option_groups).toEqual([])
    }
    // One source of truth: the old columns are gone, and categories and promotions start with none.
    const columns = await runner.query(
      sql`select column_name from information_schema.columns where table_name = 'products' and column_name in ('price', 'special_price')`,
    )
    expect(columns).toEqual([])
    const [labels] = await runner.query(sql`select variant_labels from categories`)
    expect(labels!.variant_labels).toEqual([])
  }, 60_000)
})
