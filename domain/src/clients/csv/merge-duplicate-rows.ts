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
 * Whether a phone may join two records: not when both have an e-mail and the e-mails differ, which says they
 * are two people sharing a number (a family, a front desk).
 */
export function canShareOnePerson(emailKey: string, otherEmailKey: string): boolean {
  return emailKey === '' || otherEmailKey === '' || emailKey === otherEmailKey
}

/**
 * The file's people once: rows sharing an e-mail key, or a phone key without two different e-mails
 * (`canShareOnePerson`), are one person, transitively (a row with A's e-mail and B's phone joins A and B),
 * folded into its first row in line order (`fillInClient`). `merged` counts the rows folded away.
 */
export function mergeDuplicateRows(rows: ImportedClient[]): { clients: ImportedClient[]; merged: number } {
  const parent = rows.map((_, index) => index)
  // The e-mail key of each group, kept at its root: the first non-empty one of its rows.
  const groupEmail = rows.map((row) => row.emailKey)
  const root = (index: number): number => {
    let at = index
    while (parent[at] !== at) at = parent[at] = parent[parent[at]!]!
    return at
  }
  const join = (a: number, b: number) => {
    const [first, later] = [root(a), root(b)].sort((x, y) => x - y) as [number, number]
    if (first === later || !canShareOnePerson(groupEmail[first]!, groupEmail[later]!)) return
    // The smaller index is the root, so each group folds into its first row.
    parent[later] = first
    groupEmail[first] ||= groupEmail[later]!
  }
  const firstWithEmail = new Map<string, number>()
  const firstsWithPhone = new Map<string, number[]>()
  rows.forEach((row, index) => {
    if (row.emailKey !== '') {
      const earlier = firstWithEmail.get(row.emailKey)
      if (earlier === undefined) firstWithEmail.set(row.emailKey, index)
      else join(earlier, index)
    }
    if (row.phoneKey !== '') {
      const earlier = firstsWithPhone.get(row.phoneKey) ?? []
      for (const other of earlier) join(other, index)
      if (!earlier.some((other) => root(other) === root(index))) {
        firstsWithPhone.set(row.phoneKey, [...earlier, index])
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
