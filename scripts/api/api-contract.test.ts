import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { DOCUMENT_FILE, formatDocument, generateApiTypes, TYPES_FILE } from './api-contract.ts'
import { type ApiDocument, buildApiDocument } from './build-api-document.ts'

const ROOT = join(import.meta.dirname, '../..')
const run = promisify(execFile)

/** Removes a field from the JSON answer of one operation (from its items, for a list). */
function removeResponseField(
  document: ApiDocument,
  path: string,
  method: string,
  field: string,
): ApiDocument {
  const copy = structuredClone(document)
  const operation = (copy.paths[path] as Record<string, { responses: Record<string, unknown> }>)[method]
  const answer = operation?.responses['200'] as {
    content: Record<string, { schema: Record<string, unknown> }>
  }
  let schema = answer.content['application/json']?.schema
  if (schema?.type === 'array') schema = schema.items as Record<string, unknown>
  const properties = schema?.properties as Record<string, unknown>
  if (!properties?.[field]) throw new Error(`${method} ${path} answers no ${field}`)
  delete properties[field]
  schema!.required = (schema!.required as string[]).filter((name) => name !== field)
  return copy
}

/**
 * The web project in a folder of its own (with the domain it imports, sharing node_modules), so its contract
 * types can be replaced without touching the working tree.
 */
async function copyWebProject(folder: string): Promise<void> {
  for (const file of ['package.json', 'tsconfig.base.json']) await cp(join(ROOT, file), join(folder, file))
  const skipBuilds = (source: string) => !relative(ROOT, source).split('/').includes('dist')
  await cp(join(ROOT, 'web'), join(folder, 'web'), { recursive: true, filter: skipBuilds })
  await cp(join(ROOT, 'domain'), join(folder, 'domain'), { recursive: true })
  await symlink(await realpath(join(ROOT, 'node_modules')), join(folder, 'node_modules'), 'dir')
}

/** The web file that reads a support message's `mensaje`, and the web's global type declarations. */
const READER_OF_MESSAGES = 'src/features/support/components/sent-messages.tsx'
const WEB_GLOBAL_TYPES = 'src/lib/i18next.d.ts'

/**
 * `tsc` in a copy of the web project whose contract types are the given ones, over the one screen that reads
 * support messages and what it imports: that screen is what the test removes a field under, and the whole
 * web app's typecheck is `npm run typecheck`'s (which the committed contract, checked above, feeds).
 */
async function typecheckWebWith(types: string): Promise<{ passed: boolean; output: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'vitrina-contract-'))
  try {
    await copyWebProject(folder)
    await writeFile(join(folder, relative(ROOT, TYPES_FILE)), types)
    const project = join(folder, 'web/tsconfig.contract.json')
    const config = { extends: './tsconfig.json', include: [READER_OF_MESSAGES, WEB_GLOBAL_TYPES] }
    await writeFile(project, JSON.stringify(config))
    const tsc = join(ROOT, 'node_modules/.bin/tsc')
    await run(tsc, ['-p', project], { cwd: folder })
    return { passed: true, output: '' }
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    return { passed: false, output: `${stdout}${stderr}` }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

describe('the API contract', () => {
  let document: ApiDocument
  beforeAll(async () => {
    document = await buildApiDocument()
  }, 120_000)

  it('is committed as the server answers it: run `npm run api:contract` after changing a route schema', async () => {
    expect(await readFile(DOCUMENT_FILE, 'utf8')).toBe(formatDocument(document))
    expect(await readFile(TYPES_FILE, 'utf8')).toBe(await generateApiTypes(document))
  })

  it('fails the web’s typecheck when a field the web reads leaves a server response schema', async () => {
    const withoutMessage = removeResponseField(document, '/api/support-messages', 'get', 'mensaje')
    const [unchanged, changed] = await Promise.all([
      typecheckWebWith(await generateApiTypes(document)),
      typecheckWebWith(await generateApiTypes(withoutMessage)),
    ])
    expect(unchanged).toEqual({ passed: true, output: '' })
    expect(changed.passed).toBe(false)
    expect(changed.output).toMatch(/sent-messages\.tsx.*Property 'mensaje' does not exist/)
  }, 180_000)
})
