type FieldValue = { name: string; value: string; checked: boolean }
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function fieldsOf(container: HTMLElement): Field[] {
  return [...container.querySelectorAll<Field>('input[name], select[name], textarea[name]')]
}

/**
 * What a visitor has put into the static form's fields of these names (the ones they edited: a select shows
 * its first choice on its own, which is no answer), before its component takes them over.
 */
export function readFormValues(container: HTMLElement, edited: ReadonlySet<string>): FieldValue[] {
  return fieldsOf(container)
    .filter((field) => field.type !== 'file' && edited.has(field.name))
    .map((field) => ({
      name: field.name,
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }))
}

/**
 * Puts those values into the component's fields of the same names, as typing would (through the element's
 * own value setter, then an input and a change event), so that the form's state has them too.
 */
export function restoreFormValues(container: HTMLElement, values: FieldValue[]): void {
  for (const field of fieldsOf(container)) {
    const typed = values.find((value) => value.name === field.name)
    if (!typed) continue
    const isCheckbox =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    if (isCheckbox ? field.checked === typed.checked : field.value === typed.value) continue
    if (isCheckbox) field.click()
    else {
      const prototype = Object.getPrototypeOf(field) as object
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed.value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
}
