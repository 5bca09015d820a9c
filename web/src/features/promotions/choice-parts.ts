// A choice chosen whole or by some of its parts: a product reached in every size, or only in some
// ("only the Familiar", decision 044). Choosing it whole covers every part, so a part is never kept beside
// its whole; both lists stay in the choices' order, whatever the order they were clicked in.

/** A choice with the parts it may be reached by instead (a product's sizes); none for most. */
export type PartedChoice = { id: string; parts?: readonly { id: string }[] }

/** What is chosen: whole choices by id, and single parts of the others by id. */
export type PartedSelection = { selected: string[]; selectedParts: string[] }

/**
 * Whether a choice offers its parts: when it has two or more, or when one of them is `reached` on its own (a
 * promotion that reached one size of a product now left with only that size). Offered, that part stays in
 * view, chosen, and kept when anything else is clicked; unoffered, it would be dropped unseen.
 */
export function offersParts(parts: readonly { id: string }[], reached: ReadonlySet<string>): boolean {
  return parts.length >= 2 || parts.some((part) => reached.has(part.id))
}

/** How much of a choice is chosen: all of it, some of its parts, or nothing. */
export function choiceState(choice: PartedChoice, selection: PartedSelection): 'whole' | 'some' | 'none' {
  if (selection.selected.includes(choice.id)) return 'whole'
  return choice.parts?.some((part) => selection.selectedParts.includes(part.id)) ? 'some' : 'none'
}

/** Whether a part is reached: chosen itself, or through its whole choice. */
export function isPartChosen(choice: PartedChoice, partId: string, selection: PartedSelection): boolean {
  return selection.selected.includes(choice.id) || selection.selectedParts.includes(partId)
}

/** Both lists again in the choices' order, with only the ids in `selected` and `parts`. */
function inOrder(
  choices: readonly PartedChoice[],
  selected: Set<string>,
  parts: Set<string>,
): PartedSelection {
  return {
    selected: choices.map((choice) => choice.id).filter((id) => selected.has(id)),
    selectedParts: choices
      .flatMap((choice) => choice.parts ?? [])
      .map((part) => part.id)
      .filter((id) => parts.has(id)),
  }
}

/** The whole choice toggled: chosen whole (its single parts folded into it), or not at all (nor its parts). */
export function toggleWhole(
  choices: readonly PartedChoice[],
  choice: PartedChoice,
  selection: PartedSelection,
): PartedSelection {
  const selected = new Set(selection.selected)
  const parts = new Set(selection.selectedParts)
  for (const part of choice.parts ?? []) parts.delete(part.id)
  if (selected.has(choice.id)) selected.delete(choice.id)
  else selected.add(choice.id)
  return inOrder(choices, selected, parts)
}

/**
 * One part toggled. A part of a choice chosen whole is unchosen by keeping every other part instead: the
 * whole becomes "all but this one".
 */
export function togglePart(
  choices: readonly PartedChoice[],
  choice: PartedChoice,
  partId: string,
  selection: PartedSelection,
): PartedSelection {
  const selected = new Set(selection.selected)
  const parts = new Set(selection.selectedParts)
  if (selected.has(choice.id)) {
    selected.delete(choice.id)
    for (const part of choice.parts ?? []) if (part.id !== partId) parts.add(part.id)
  } else if (parts.has(partId)) parts.delete(partId)
  else parts.add(partId)
  return inOrder(choices, selected, parts)
}
