// The import direction of STYLE.md, checked: domain and menu-reader are leaves, server uses both, web uses
// domain; inside web, shared code → entities → features → app, and features do not import each other; inside
// server/src, db/ and shared/ sit below the modules, which reach each other only through their index.ts and
// never in a cycle (boundaries/server-zones.ts); inside menu-reader/src, each stage imports only earlier
// ones (boundaries/menu-reader-zones.ts). `node scripts/import-boundaries.ts` prints the report of the graph.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { findReaderRuleBroken, readerZoneOf } from './boundaries/menu-reader-zones.ts'
import {
  findModuleCycles,
  findModuleDependencies,
  findServerViolation,
  isServerTestCode,
  layerModules,
  serverModuleOf,
  serverZoneOf,
} from './boundaries/server-zones.ts'

const SOURCE_FILE = /\.(ts|tsx)$/
const SKIPPED = new Set(['node_modules', 'dist', 'migrations'])
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm

/** Which part of the codebase a repository-relative path belongs to, as the rules see it. */
export function zoneOf(path: string): string {
  const parts = path.split('/')
  if (parts[0] === 'web' && parts[1] === 'src') {
    if (parts[2] === 'features' && parts[3]) return `web/features/${parts[3]}`
    if (parts[2] === 'entities') return 'web/entities'
    if (parts[2] === 'app' || parts[2] === 'main.tsx') return 'web/app'
    if (parts[2] === 'test') return 'web/test'
    return 'web/shared'
  }
  return parts[0] ?? ''
}

/** Whether code in zone `from` may import code in zone `to`; tests may also use the web test helpers. */
export function mayImport(from: string, to: string, isTest = false): boolean {
  if (from === to) return true
  if (to === 'web/test') return isTest && from.startsWith('web/')
  if (from === 'domain' || from === 'menu-reader') return false
  if (from === 'server') return to === 'domain' || to === 'menu-reader'
  if (from.startsWith('web/')) {
    if (to === 'domain' || to === 'web/shared') return true
    // Test helpers render the real app, so they may reach every web zone.
    if (from === 'web/test') return to.startsWith('web/')
    if (from === 'web/app') return to === 'web/entities' || to.startsWith('web/features/')
    // What several features share about one domain (web/src/entities/catalogue) sits below them all.
    if (from.startsWith('web/features/')) return to === 'web/entities'
    return false
  }
  // Tests and tooling outside the product (e2e/, scripts/) may reach anything.
  return from === 'e2e' || from === 'scripts'
}

/** The repository-relative file an import specifier points at, or undefined for an npm package. */
export function resolveSpecifier(root: string, importer: string, specifier: string): string | undefined {
  if (specifier.startsWith('#domain/')) return `domain/src/${specifier.slice('#domain/'.length)}`
  if (specifier.startsWith('#menu-reader/'))
    return `menu-reader/src/${specifier.slice('#menu-reader/'.length)}`
  if (!specifier.startsWith('.')) return undefined
  return relative(root, resolve(root, dirname(importer), specifier))
    .split(sep)
    .join('/')
}

function* sourceFiles(root: string, folder: string): Generator<string> {
  if (!existsSync(join(root, folder))) return
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const path = `${folder}/${entry.name}`
    if (entry.isDirectory()) yield* sourceFiles(root, path)
    else if (SOURCE_FILE.test(entry.name)) yield path
  }
}

export type Violation = { file: string; specifier: string; rule: string }

/** One import of our own code: the importing file, what it wrote, and the repository-relative file it names. */
export type ImportEdge = { file: string; specifier: string; target: string }

/** Every import between our own files in the product folders (npm packages and Node built-ins left out). */
export function findImports(root: string): ImportEdge[] {
  const edges: ImportEdge[] = []
  for (const folder of ['domain', 'menu-reader', 'server', 'web']) {
    for (const file of sourceFiles(root, folder)) {
      for (const specifier of readSpecifiers(join(root, file))) {
        const target = resolveSpecifier(root, file, specifier)
        if (target !== undefined) edges.push({ file, specifier, target })
      }
    }
  }
  return edges
}

function readSpecifiers(path: string): string[] {
  return [...readFileSync(path, 'utf8').matchAll(SPECIFIER)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  )
}

/**
 * The cycles among the server's modules in these imports as violations, one per cycle, after the first
 * import that walks it (from the cycle's first module into the next, by a file that is not test code).
 */
export function findModuleCycleViolations(imports: readonly ImportEdge[]): Violation[] {
  return findModuleCycles(findModuleDependencies(imports)).map((cycle) => {
    const [from, to] = cycle
    const first = imports.find(
      ({ file, target }) =>
        serverModuleOf(file) === from && serverModuleOf(target) === to && !isServerTestCode(file),
    )
    return {
      file: first?.file ?? `server/src/modules/${from}`,
      specifier: first?.specifier ?? `../${to}/index.ts`,
      rule: `server modules import each other in a cycle: ${cycle.join(' → ')}`,
    }
  })
}

/**
 * Every import in the product folders that goes against the allowed direction, then every cycle among the
 * server's modules (findModuleCycleViolations).
 */
export function findViolations(root: string): Violation[] {
  const violations: Violation[] = []
  const imports: ImportEdge[] = []
  for (const folder of ['domain', 'menu-reader', 'server', 'web']) {
    for (const file of sourceFiles(root, folder)) {
      const from = zoneOf(file)
      const isTest = /\.test\.tsx?$/.test(file)
      for (const specifier of readSpecifiers(join(root, file))) {
        const isNodeBuiltin = specifier.startsWith('node:')
        if (
          isNodeBuiltin &&
          (from === 'domain' || (from.startsWith('web/') && !file.endsWith('.config.ts')))
        ) {
          violations.push({ file, specifier, rule: `${from} has no I/O: no Node built-ins` })
          continue
        }
        const target = resolveSpecifier(root, file, specifier)
        if (target === undefined) continue
        imports.push({ file, specifier, target })
        const to = zoneOf(target)
        const rule = mayImport(from, to, isTest)
          ? (findServerViolation(file, target) ?? findReaderRuleBroken(file, target, isTest))
          : `${from} may not import ${to}`
        if (rule) violations.push({ file, specifier, rule })
      }
    }
  }
  return [...violations, ...findModuleCycleViolations(imports)]
}

/** The finer zone a file has for the report: a server or reader zone where one applies, else its part. */
function reportZoneOf(path: string): string {
  const readerZone = readerZoneOf(path)
  return serverZoneOf(path) ?? (readerZone ? `menu-reader/${readerZone}` : zoneOf(path))
}

/**
 * The import graph as a person reads it: how many imports run between each pair of zones, then the
 * properties the server's shape rests on (the modules in the order they use each other, and their cycles),
 * then every violation.
 */
export function describeImportGraph(root: string): string {
  const edges = findImports(root)
  const pairs = new Map<string, number>()
  for (const { file, target } of edges) {
    const key = `${reportZoneOf(file)} → ${reportZoneOf(target)}`
    pairs.set(key, (pairs.get(key) ?? 0) + 1)
  }
  const isModule = (path: string) => path.startsWith('server/src/modules/')
  const intoModules = edges.filter(
    ({ file, target }) => /^server\/src\/(db|shared)\//.test(file) && isModule(target),
  )
  const intoRepositories = edges.filter(
    ({ file, target }) =>
      isModule(file) && target.endsWith('.repository.ts') && target.split('/')[3] !== file.split('/')[3],
  )
  const appImports = edges.filter(({ file }) => file === 'server/src/app.ts').map(({ target }) => target)
  const dependencies = findModuleDependencies(edges)
  const layers = layerModules(dependencies)
  const unplaced = [...dependencies.keys()].filter((name) => !layers.some((layer) => layer.includes(name)))
  const cycles = findModuleCycles(dependencies)
  const violations = findViolations(root)
  return [
    `${edges.length} imports between our own files`,
    ...[...pairs].sort(([a], [b]) => a.localeCompare(b)).map(([pair, count]) => `  ${pair}: ${count}`),
    '',
    `imports from server db/ or shared/ into a module: ${intoModules.length}`,
    `imports of another module's repository: ${intoRepositories.length}`,
    `app.ts imports: ${appImports.join(', ')}`,
    'server modules, each after the modules it uses:',
    ...layers.map((layer, index) => `  ${index + 1}. ${layer.join(', ')}`),
    ...(unplaced.length > 0 ? [`  on or above a cycle: ${unplaced.join(', ')}`] : []),
    `module cycles: ${cycles.length}`,
    ...cycles.map((cycle) => `  ${cycle.join(' → ')}`),
    '',
    `violations: ${violations.length}`,
    ...violations.map(({ file, specifier, rule }) => `  ${file}: '${specifier}' (${rule})`),
  ].join('\n')
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..')
  console.log(describeImportGraph(root))
  if (findViolations(root).length > 0) process.exitCode = 1
}
