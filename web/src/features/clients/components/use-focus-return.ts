import { useRef } from 'react'

/**
 * Focus back to the button that opened a dialog when it closes. Radix gives focus back only to its own
 * Trigger; these dialogs open from state (a row's Editar, the toolbar's Importar), so without this focus
 * would fall to the page's start. Spread the answer on DialogContent.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      if (!opener.current?.isConnected) return
      event.preventDefault()
      opener.current.focus()
    },
  }
}
