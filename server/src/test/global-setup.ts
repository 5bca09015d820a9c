// Once per test run: build a migrated template database, so each test file gets a fresh copy in well under
// a second instead of creating and migrating its own (PGlite's initdb alone takes ~3 s).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { type DatabaseHandle, openPostgres, PGLITE_OPTIONS, wrapPglite } from '../db/database.ts'
import { closeJobQueue, openJobQueue } from '../shared/jobs/job-queue.ts'
import { TEMPLATE_DATABASE, TEST_COPIES_PATTERN, withDatabaseName } from './postgres-url.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when the tests run against PostgreSQL (TEST_DATABASE_URL). */
    postgresUrl: string | undefined
    /** A dump of a migrated PGlite database, for PGlite runs. */
    pgliteTemplatePath: string | undefined
  }
}

export default async function setup(project: TestProject) {
  const postgresUrl = process.env.TEST_DATABASE_URL
  if (postgresUrl) {
    const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`)
    const template = await openPostgres(withDatabaseName(postgresUrl, TEMPLATE_DATABASE))
    await installJobSchema(template)
    await template.close()
    project.provide('postgresUrl', postgresUrl)
    project.provide('pgliteTemplatePath', undefined)
    return async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${TEST_COPIES_PATTERN}`
      // This run's copies and template only: another run on the same server keeps its own.
      for (const datname of [...leftovers.map((row) => row.datname), TEMPLATE_DATABASE])
        await admin.unsafe(`drop database if exists ${datname} with (force)`)
      await admin.end()
    }
  }

  const folder = await mkdtemp(join(tmpdir(), 'vitrina-test-template-'))
  const client = await PGlite.create(PGLITE_OPTIONS)
  const template = await wrapPglite(client, () => client.close())
  await installJobSchema(template)
  const dump = await client.dumpDataDir('none')
  await template.close()
  const path = join(folder, 'template.tar')
  await writeFile(path, Buffer.from(await dump.arrayBuffer()))
  project.provide('postgresUrl', undefined)
  project.provide('pgliteTemplatePath', path)
  return () => rm(folder, { recursive: true, force: true })
}

// The job queue's tables too, so that each test's app starts its queue in a tenth of the half second an
// install takes.
async function installJobSchema(database: DatabaseHandle) {
  const jobs = await openJobQueue(database, {
    isWorker: false,
    onError: (error) => console.error(error),
  })
  await closeJobQueue(jobs, 1000)
}
