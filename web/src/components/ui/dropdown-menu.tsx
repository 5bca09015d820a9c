import { clsx } from 'clsx'
import { DropdownMenu as RadixMenu } from 'radix-ui'
import type { ComponentProps } from 'react'

export const DropdownMenu = RadixMenu.Root
export const DropdownMenuTrigger = RadixMenu.Trigger
export const DropdownMenuGroup = RadixMenu.Group

export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        className={clsx(
          'z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-xl shadow-stone-950/10',
          'motion-safe:data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      />
    </RadixMenu.Portal>
  )
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof RadixMenu.Item>) {
  return (
    <RadixMenu.Item
      className={clsx(
        'flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-stone-800 outline-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 [&_svg]:size-4 [&_svg]:text-stone-500',
        className,
      )}
      {...props}
    />
  )
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={clsx('px-3 py-2', className)} {...props} />
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof RadixMenu.Separator>) {
  return <RadixMenu.Separator className={clsx('-mx-1.5 my-1.5 h-px bg-stone-200', className)} {...props} />
}
