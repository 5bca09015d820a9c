import { clsx } from 'clsx'
import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '../../../components/ui/button.tsx'

type Props = ComponentProps<typeof Button> & { isPending: boolean; isDanger?: boolean }

/** A button that spins and stays put while its request is under way. */
export function PendingButton({
  isPending,
  isDanger = false,
  disabled,
  className,
  children,
  ...props
}: Props) {
  return (
    <Button
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      className={clsx(isDanger && 'bg-red-700 hover:bg-red-800 active:bg-red-900', className)}
      {...props}
    >
      {isPending ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
      {children}
    </Button>
  )
}
