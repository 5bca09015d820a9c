// The import direction inside server/src (ARCHITECTURE.md "Server modules"), as rules over
// repository-relative paths: db/ at the bottom, shared/ above it, modules above both and reaching each other
// only through `modules/<name>/index.ts`, app.ts on top wiring plugins and modules' faces. Test code may reach
// the test helpers and the app. scripts/import-boundaries.ts runs these over every import of the server.

const SERVER_SOURCE = 'server/src/'

/** A module's test helper (`modules/images/test-owner.ts`): test code, importable by any test. */
const MODULE_TEST_HELPER = /^server\/src\/modules\/[^/]+\/test-[^/]+\.ts$/

/**
 * The zone of a repository-relative path inside server/src: `server/app`, `server/entry` (server.ts),
 * `server/config`, `server/db`, `server/shared`, `server/plugins`, `server/test` or `server/modules/<name>`;
 * undefined outside server/src.
 */
export function serverZoneOf(path: string): string | undefined {
  if (!path.startsWith(SERVER_SOURCE)) return undefined
  const parts = path.slice(SERVER_SOURCE.length).split('/')
  const [first, second] = parts
  if (parts.length === 1) {
    if (first === 'app.ts') return 'server/app'
    if (first === 'server.ts') return 'server/entry'
    if (first === 'config.ts') return 'server/config'
    return 'server/other'
  }
  if (first === 'modules') return second && parts.length > 2 ? `server/modules/${second}` : 'server/other'
  if (first === 'db' || first === 'shared' || first === 'plugins' || first === 'test')
    return `server/${first}`
  return 'server/other'
}

/** Whether the path is a module's public face, `server/src/modules/<name>/index.ts`. */
export function isModuleFace(path: string): boolean {
  return /^server\/src\/modules\/[^/]+\/index\.ts$/.test(path)
}

/**
 * Whether a server file is test code: a `*.test.ts`, a cross-module helper under `server/src/test/`, or a
 * module's own test helper (`modules/<name>/test-*.ts`).
 */
export function isServerTestCode(path: string): boolean {
  return /\.test\.ts$/.test(path) || path.startsWith(`${SERVER_SOURCE}test/`) || MODULE_TEST_HELPER.test(path)
}

// Which zones each zone may import, besides itself. Modules are handled apart (another module: its face only).
const ALLOWED: Record<string, readonly string[]> = {
  'server/config': [],
  'server/db': ['server/config'],
  'server/shared': ['server/db', 'server/config'],
  'server/plugins': ['server/shared', 'server/db', 'server/config'],
  'server/entry': ['server/app', 'server/config', 'server/db', 'server/shared'],
  'server/test': ['server/app', 'server/config', 'server/db', 'server/shared'],
  'server/other': ['server/config', 'server/db', 'server/shared'],
}

/**
 * The rule an import from `fromPath` to `toPath` (both repository-relative) breaks inside server/src, or
 * undefined when it is allowed or not a server-internal import. Test code (`isTest`) may also import the app,
 * the helpers under server/src/test/ and any module's `test-*.ts` helper; nothing else of another module.
 */
export function findServerViolation(
  fromPath: string,
  toPath: string,
  isTest = isServerTestCode(fromPath),
): string | undefined {
  const from = serverZoneOf(fromPath)
  const to = serverZoneOf(toPath)
  if (from === undefined || to === undefined) return undefined
  const isTestTarget = to === 'server/test' || MODULE_TEST_HELPER.test(toPath)
  if (isTestTarget) return isTest ? undefined : `${from} is not test code: it may not import ${toPath}`
  if (to === 'server/entry') return `nothing imports server.ts: it only starts the server`
  if (to === 'server/app') {
    return from === 'server/entry' || isTest ? undefined : `only server.ts and tests import app.ts`
  }
  if (from === to) return undefined
  if (from === 'server/app') {
    if (to.startsWith('server/modules/')) {
      return isModuleFace(toPath) ? undefined : `app.ts registers modules through their index.ts only`
    }
    return ['server/config', 'server/db', 'server/shared', 'server/plugins'].includes(to)
      ? undefined
      : `app.ts may not import ${to}`
  }
  if (from.startsWith('server/modules/')) {
    if (to.startsWith('server/modules/')) {
      return isModuleFace(toPath)
        ? undefined
        : `${from} may use ${to} only through its index.ts, not ${toPath.slice(SERVER_SOURCE.length)}`
    }
    return ['server/config', 'server/db', 'server/shared'].includes(to)
      ? undefined
      : `${from} may not import ${to}`
  }
  // Test helpers under server/src/test/ build whole apps and owners: they may use modules' faces too.
  if (from === 'server/test' && isModuleFace(toPath)) return undefined
  return ALLOWED[from]?.includes(to) ? undefined : `${from} may not import ${to}`
}

/** Whether `fromPath` may import `toPath` under the server's rules (see findServerViolation). */
export function mayImportInServer(
  fromPath: string,
  toPath: string,
  isTest = isServerTestCode(fromPath),
): boolean {
  return findServerViolation(fromPath, toPath, isTest) === undefined
}

/** The module a repository-relative path belongs to (`accounts` for `modules/accounts/auth.ts`), if any. */
export function serverModuleOf(path: string): string | undefined {
  return /^server\/src\/modules\/([^/]+)\/./.exec(path)?.[1]
}

/**
 * The modules each server module uses: X uses Y when a file of X that is not test code (no `*.test.ts`, no
 * `test-*.ts` helper) imports a file of Y, its `index.ts` or, against the rules, anything behind it. Tests
 * may reach any module (they build the whole app), so they make no dependency. Every module named in the
 * imports is a key, those it uses sorted by name.
 */
export function findModuleDependencies(
  imports: Iterable<{ file: string; target: string }>,
): Map<string, string[]> {
  const uses = new Map<string, Set<string>>()
  const usesOf = (name: string): Set<string> => {
    const used = uses.get(name) ?? new Set<string>()
    uses.set(name, used)
    return used
  }
  for (const { file, target } of imports) {
    const from = serverModuleOf(file)
    const to = serverModuleOf(target)
    if (from) usesOf(from)
    if (to) usesOf(to)
    if (from && to && from !== to && !isServerTestCode(file)) usesOf(from).add(to)
  }
  return new Map(
    [...uses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, used]) => [name, [...used].sort((a, b) => a.localeCompare(b))]),
  )
}

/**
 * Every cycle among the modules, each once, as the path that walks it from its first module by name back to
 * that module (`['accounts', 'security', 'accounts']`): a module that uses itself through others cannot be
 * understood, tested or loaded apart from them. Cycles are listed by their first module, then by path.
 */
export function findModuleCycles(dependencies: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = []
  const starts = [...dependencies.keys()].sort((a, b) => a.localeCompare(b))
  for (const start of starts) {
    // Only modules after the start by name: a cycle through an earlier one was found from that one.
    const walk = (path: string[]) => {
      for (const next of dependencies.get(path.at(-1)!) ?? []) {
        if (next === start) cycles.push([...path, start])
        else if (next.localeCompare(start) > 0 && !path.includes(next)) walk([...path, next])
      }
    }
    walk([start])
  }
  return cycles
}

/**
 * The modules in layers, each module in the first layer after every module it uses: the first layer uses no
 * other module, and the app could build them in this order. Modules on a cycle, or using one, fit no layer
 * and are left out (findModuleCycles names the cycles).
 */
export function layerModules(dependencies: ReadonlyMap<string, readonly string[]>): string[][] {
  const layers: string[][] = []
  const placed = new Set<string>()
  for (;;) {
    const layer = [...dependencies]
      .filter(([name, used]) => !placed.has(name) && used.every((other) => placed.has(other)))
      .map(([name]) => name)
      .sort((a, b) => a.localeCompare(b))
    if (layer.length === 0) return layers
    for (const name of layer) placed.add(name)
    layers.push(layer)
  }
}
