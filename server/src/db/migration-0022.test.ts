import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { migrationEngines, migrationsUpTo, type Runner } from '../test/migration-runners.ts'
import { MIGRATIONS_FOLDER } from './database.ts'

// Migration 0022 (decision 073) makes every business's account holder its first member, with role `owner`:
// here businesses stored under 0021, one with its owner and one whose owner's account is gone, are migrated.

describe.each(migrationEngines(inject('postgresUrl')))('migration 0022 on %s', (_engine, open) => {
  let runner: Runner
  let upTo0021: Awaited<ReturnType<typeof migrationsUpTo>>

  beforeAll(async () => {
    upTo0021 = await migrationsUpTo(21)
    runner = await open()
  }, 60_000)
  afterAll(async () => {
    await runner?.close()
    await upTo0021?.remove()
  })

  it('gives every business with an owner that owner as its member with role owner, and no one else', async () => {
    await runner.migrate(upTo0021.folder)
    await runner.query(sql`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      values ('u-ana', 'Ana', 'ana@example.com', true, now(), now()),
             ('u-luis', 'Luis', 'luis@example.com', true, now(), now())`)
    const [fonda] = await runner.query(
      sql`insert into businesses (owner_user_id, name, slug) values ('u-ana', 'Fonda', 'fonda-0022') returning id`,
    )
    await runner.query(sql`insert into businesses (name, slug) values ('Sin dueño', 'sin-dueno-0022')`)
    await runner.query(sql`
      insert into sessions (id, expires_at, token, user_id, created_at, updated_at)
      values ('s-ana', now() + interval '1 day', 't-ana', 'u-ana', now(), now())`)

    await runner.migrate(MIGRATIONS_FOLDER)

    const members = await runner.query(
      sql`select business_id, user_id, role from business_members order by business_id`,
    )
    expect(members).toEqual([{ business_id: fonda!.id, user_id: 'u-ana', role: 'owner' }])
    // A session made before works in its user's own business.
    const [session] = await runner.query(sql`select active_business_id from sessions where id = 's-ana'`)
    expect(session).toEqual({ active_business_id: null })
  }, 60_000)
})
