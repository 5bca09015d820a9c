import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrationEngines, migrationsUpTo, type Runner } from '../test/migration-runners.ts'
import { MIGRATIONS_FOLDER } from './database.ts'

// Migration 0018 (decision 061) gives every stored size, extra and group of extras its `translations`, empty,
// so that each is read in one shape, and every category its shared sizes' translations, none. Here products
// stored under 0017 (sizes and extras in the owner's order) are migrated: each keeps all it had, in order.

const VARIANTS = [
  { id: 'v1', label: 'Copa', price: '4.5', specialPrice: null },
  { id: 'v2', label: 'Botella', price: '18', specialPrice: '16' },
]
const GROUPS = [
  {
    id: 'g1',
    name: 'Adiciones',
    min: 0,
    max: 2,
    options: [
      { id: 'o1', label: 'Chorizo', priceDelta: '2' },
      { id: 'o2', label: 'Queso', priceDelta: '0' },
    ],
  },
  { id: 'g2', name: 'Salsa', min: 1, max: 1, options: [{ id: 'o3', label: 'Ajo', priceDelta: '0' }] },
]

describe.each(migrationEngines(inject('postgresUrl')))('migration 0018 on %s', (_engine, open) => {
  let runner: Runner
  let upTo0017: Awaited<ReturnType<typeof migrationsUpTo>>

  beforeAll(async () => {
    upTo0017 = await migrationsUpTo(17)
    runner = await open()
  }, 60_000)
  afterAll(async () => {
    await runner?.close()
    await upTo0017?.remove()
  })

  it('gives every size, extra and group an empty translation, keeping all else and the order', async () => {
    await runner.migrate(upTo0017.folder)
    const [business] = await runner.query(
      sql`insert into businesses (name, slug) values ('Fonda', 'fonda-0018') returning id`,
    )
    const [catalogue] = await runner.query(
      sql`insert into catalogues (business_id, nombre, template) values (${business!.id}, 'Carta', 'clasico') returning id`,
    )
    const [category] = await runner.query(
      sql`insert into categories (business_id, catalogue_id, name, variant_labels) values (${business!.id}, ${catalogue!.id}, 'Vinos', '{Copa,Botella}') returning id`,
    )
    const insert = (name: string, variants: object, groups: object, position: number) =>
      runner.query(sql`
        insert into products (business_id, catalogue_id, category_id, name, variants, option_groups, position)
        values (${business!.id}, ${catalogue!.id}, ${category!.id}, ${name}, ${JSON.stringify(variants)}::jsonb,
          ${JSON.stringify(groups)}::jsonb, ${position})`)
    await insert('Vino tinto', VARIANTS, GROUPS, 0)
    await insert('Agua', [{ id: 'v3', label: '', price: '2', specialPrice: null }], [], 1)

    await runner.migrate(MIGRATIONS_FOLDER)

    const rows = await runner.query(sql`select variants, option_groups from products order by position`)
    expect(rows[0]!.variants).toEqual(VARIANTS.map((variant) => ({ ...variant, translations: {} })))
    expect(rows[0]!.option_groups).toEqual(
      GROUPS.map((group) => ({
        ...group,
        translations: {},
        options: group.options.map((option) => ({ ...option, translations: {} })),
      })),
    )
    expect(rows[1]!.variants).toEqual([
      { id: 'v3', label: '', price: '2', specialPrice: null, translations: {} },
    ])
    expect(rows[1]!.option_groups).toEqual([])
    const [labels] = await runner.query(
      sql`select variant_labels, variant_label_translations from categories`,
    )
    expect(labels).toEqual({ variant_labels: ['Copa', 'Botella'], variant_label_translations: {} })
  }, 60_000)
})
