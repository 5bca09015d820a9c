import { CircleAlert } from 'lucide-react'
import type { ReactNode, Ref } from 'react'

type Props = {
  id: string
  children: ReactNode
  /** Focusable from code, so that focus has somewhere to land when a submission fails. */
  ref?: Ref<HTMLDivElement>
}

/** A form's message about the whole submission ("Credenciales incorrectas…"), announced when it appears. */
export function FormAlert({ id, children, ref }: Props) {
  return (
    <div
      id={id}
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  )
}
