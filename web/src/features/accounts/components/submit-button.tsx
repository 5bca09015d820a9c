import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../../../components/ui/button.tsx'

type Props = {
  /** Disables the button and spins, so that a second press cannot send the form twice. */
  isBusy: boolean
  /** What the button says while busy ("Entrando…"). */
  busyLabel: string
  className?: string
  children: ReactNode
}

/** A form's large submit button, which says what it is doing while the request is out. */
export function SubmitButton({ isBusy, busyLabel, className, children }: Props) {
  return (
    <Button type="submit" size="lg" className={className} disabled={isBusy}>
      {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
      {isBusy ? busyLabel : children}
    </Button>
  )
}
