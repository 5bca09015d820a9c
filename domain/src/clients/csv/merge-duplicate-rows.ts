import type { ImportedClient } from './read-client-row.ts'

/**
 * Folds `later` into `first`: each value `first` left empty takes `later`'s (a phone with its key, an e-mail
 * with its key); a value `first` has stays. The first row of a person is the one that counts.
 */
export function fillInClient(first: ImportedClient, later: ImportedClient): ImportedClient {
  const hasPhone = first.telefono !== ''
  const hasEmail = first.email !== ''
  return {
    ...first,
    telefono: hasPhone ? first.telefono : later.telefono,
    phoneKey: hasPhone ? first.phoneKey : later.phoneKey,
    email: hasEmail ? first.email : later.email,
    emailKey: hasEmail ? first.emailKey : later.emailKey,
    pais: first.pais ?? later.pais,
    estado: first.estado ?? later.estado,
    notas: first.notas !== '' ? first.notas : later.notas,
  }
}

/**
 * The file's people once: rows sharing an e-mail key or a phone key are one person, transitively (a row with
 * A's e-mail and B's phone joins A and B), folded into its first row in line order (`fillInClient`).
 * `merged` counts the rows folded away.
 */
export function mergeDuplicateRows(rows: ImportedClient[]): { clients: ImportedClient[]; merged: number } {
  const parent = rows.map((_, index) => index)
  const root = (index: number): number => {
    let at = index
    while (parent[at] !== at) at = parent[at] = parent[parent[at]!]!
    return at
  }
  const firstWithKey = new Map<string, number>()
  rows.forEach((row, index) => {
    for (const key of [row.emailKey && `e:${row.emailKey}`, row.phoneKey && `p:${row.phoneKey}`]) {
      if (!key) continue
      const earlier = firstWithKey.get(key)
      if (earlier === undefined) firstWithKey.set(key, index)
      else {
        const [a, b] = [root(earlier), root(index)]
        // The smaller index is the root, so each group folds into its first row.
        parent[Math.max(a, b)] = Math.min(a, b)
      }
    }
  })
  const folded = new Map<number, ImportedClient>()
  rows.forEach((row, index) => {
    const group = root(index)
    const first = folded.get(group)
    folded.set(group, first ? fillInClient(first, row) : row)
  })
  return { clients: [...folded.values()], merged: rows.length - folded.size }
}
