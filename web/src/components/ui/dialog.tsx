import { clsx } from 'clsx'
import { X } from 'lucide-react'
import { Dialog as RadixDialog } from 'radix-ui'
import type { ComponentProps, ReactNode } from 'react'

export const Dialog = RadixDialog.Root
export const DialogTrigger = RadixDialog.Trigger
export const DialogClose = RadixDialog.Close

const overlayClasses =
  // Same layer as the panels: a later dialog (logout over the drawer) then covers the earlier one by DOM order.
  'fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] ' +
  'motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out'

type ContentProps = ComponentProps<typeof RadixDialog.Content> & { title: ReactNode; description?: ReactNode }

/** A centred modal with a title (and an optional description) that screen readers announce. */
export function DialogContent({ title, description, className, children, ...props }: ContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        className={clsx(
          'fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
          'rounded-2xl bg-white p-6 shadow-2xl shadow-stone-950/20 motion-safe:data-[state=open]:animate-pop-in',
          className,
        )}
        // Without a description Radix would warn; an undefined aria-describedby says there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <RadixDialog.Title className="font-semibold text-lg text-stone-900">{title}</RadixDialog.Title>
        {description ? (
          <RadixDialog.Description className="mt-2 text-sm text-stone-600">
            {description}
          </RadixDialog.Description>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}

type DrawerProps = ComponentProps<typeof RadixDialog.Content> & { title: ReactNode; closeLabel: string }

/** A panel that slides in from the left, for navigation on small screens. */
export function DrawerContent({ title, closeLabel, className, children, ...props }: DrawerProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClasses} />
      <RadixDialog.Content
        aria-describedby={undefined}
        className={clsx(
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl shadow-stone-950/20',
          'motion-safe:data-[state=open]:animate-drawer-in motion-safe:data-[state=closed]:animate-drawer-out',
          className,
        )}
        {...props}
      >
        <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
        <RadixDialog.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 z-10 inline-flex size-10 items-center justify-center rounded-xl text-stone-600 hover:bg-stone-900/5 hover:text-stone-900"
        >
          <X aria-hidden className="size-5" />
        </RadixDialog.Close>
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  )
}
