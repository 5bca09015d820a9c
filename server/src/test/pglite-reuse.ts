import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_OPTIONS } from '../db/database.ts'

// A PGlite made from the run's template costs 1–2 s (unpacking 43 MB of data folder and starting PostgreSQL in
// WebAssembly); ninety-odd test files each made one, a third of the server project's time. A worker runs its
// files one after the other (vitest.config.ts), so the instances a file closes wait here, and the next file
// gets one back as the template was: every table emptied and the template's rows put back, in a few tens of
// milliseconds. An instance whose schema a test changed (a table, column, index, function or trigger more,
// less or different) is not handed on: it is closed and a new one is made from the template.

/** What a fresh copy of the template holds, read once per worker from the first one made. */
type TemplateState = {
  /** A digest of every table, column, index, constraint, function, trigger and extension outside pg_catalog. */
  fingerprint: string
  /** Every table outside pg_catalog, quoted (`"pgboss"."job"`). */
  tables: string[]
  /** Every sequence outside pg_catalog, quoted, and its last value (null when none was taken yet). */
  sequences: { name: string; lastValue: string | null }[]
  /** The rows of the tables that hold any (the migrations' journal, pg-boss's version), as JSON arrays. */
  rows: { table: string; json: string }[]
}

const USER_SCHEMAS = `not in ('pg_catalog', 'information_schema', 'pg_toast')`

const FINGERPRINT = `
  select md5(coalesce(string_agg(line, E'\\n' order by line), '')) as fingerprint from (
    select format('column %s.%s.%s %s %s %s', table_schema, table_name, column_name, data_type,
                  coalesce(column_default, ''), is_nullable) as line
      from information_schema.columns where table_schema ${USER_SCHEMAS}
    union all
    select format('index %s', indexdef) from pg_indexes where schemaname ${USER_SCHEMAS}
    union all
    select format('constraint %s %s', c.conrelid::regclass, pg_get_constraintdef(c.oid))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname ${USER_SCHEMAS}
    union all
    select format('function %s %s', p.oid::regprocedure, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname ${USER_SCHEMAS}
    union all
    select format('trigger %s', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
    union all
    select format('extension %s %s', extname, extversion) from pg_extension
  ) lines`

const idle: PGlite[] = []
let template: TemplateState | undefined

/**
 * A PGlite holding what the run's template (`templatePath`, a dump of its data folder) holds: one a file of
 * this worker closed, emptied back to the template, or else a new one. Give it back with `giveBack`.
 */
export async function takePglite(templatePath: string): Promise<PGlite> {
  for (let client = idle.pop(); client; client = idle.pop()) {
    if (template && (await resetToTemplate(client, template))) return client
    await client.close()
  }
  const client = await PGlite.create({
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([await readFile(templatePath)]),
  })
  template ??= await readTemplateState(client)
  return client
}

/** Takes back an instance its file is done with, for the worker's next file. */
export function giveBack(client: PGlite): void {
  idle.push(client)
}

async function readTemplateState(client: PGlite): Promise<TemplateState> {
  const { rows: tableRows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname ${USER_SCHEMAS}`,
  )
  const tables = tableRows.map((row) => row.name)
  const { rows: sequences } = await client.query<{ name: string; lastValue: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue"
       from pg_sequences where schemaname ${USER_SCHEMAS}`,
  )
  const rows: TemplateState['rows'] = []
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    )
    const json = found[0]?.json
    if (json) rows.push({ table, json })
  }
  return { fingerprint: await readFingerprint(client), tables, sequences, rows }
}

async function readFingerprint(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT)
  return rows[0]?.fingerprint ?? ''
}

/**
 * Empties `client` back to the template: false, touching nothing, when its schema is no longer the
 * template's. Session state goes too (settings, prepared statements, advisory locks, listeners).
 */
async function resetToTemplate(client: PGlite, state: TemplateState): Promise<boolean> {
  // A file that failed mid-transaction may have left one open.
  await client.exec('rollback').catch(() => {})
  if ((await readFingerprint(client)) !== state.fingerprint) return false
  await client.exec('discard all')
  await client.transaction(async (tx) => {
    await tx.exec(`truncate ${state.tables.join(', ')} cascade`)
    for (const { name, lastValue } of state.sequences) {
      if (lastValue === null) await tx.exec(`alter sequence ${name} restart`)
      else await tx.query(`select setval($1, $2::bigint, true)`, [name, lastValue])
    }
    for (const { table, json } of state.rows) {
      await tx.query(
        `insert into ${table} overriding system value
           select * from json_populate_recordset(null::${table}, $1)`,
        [json],
      )
    }
  })
  return true
}
