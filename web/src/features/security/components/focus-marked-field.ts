/**
 * A dialog's opening focus: its field marked `data-autofocus` rather than the first button, so that the
 * person can type at once.
 */
export function focusMarkedField(event: Event): void {
  const dialog = event.currentTarget
  if (!(dialog instanceof HTMLElement)) return
  const field = dialog.querySelector<HTMLElement>('[data-autofocus]')
  if (!field) return
  event.preventDefault()
  field.focus()
}
