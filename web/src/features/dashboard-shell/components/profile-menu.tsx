import { ChevronsUpDown, DoorOpen, LogOut, Settings, UserRound } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx'
import type { BusinessMenu } from './business-menu.ts'
import { BusinessSwitcher } from './business-switcher.tsx'

export type ProfileUser = {
  name: string
  email: string
  /** The profile photo's address, or null: the initials are shown. */
  photoUrl: string | null
}

type Props = {
  user: ProfileUser
  /** Gets the menu's button, so that focus can go back to it when the confirmation closes. */
  onLogout: (menuButton: HTMLButtonElement | null) => void
  /** The businesses to switch between and leaving the current one (decision 073); none: not offered. */
  business?: BusinessMenu
}

/**
 * The profile menu at the foot of the sidebar; it opens upward (docs/product-spec.md §2 "Dashboard shell").
 */
export function ProfileMenu({ user, onLogout, business }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const triggerRef = useRef<HTMLButtonElement>(null)

  return (
    // Non-modal: a modal menu hides the whole page with aria-hidden while its links stay focusable (axe:
    // aria-hidden-focus). An outside click still closes it, as docs/product-spec.md §2 asks.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className="flex w-full items-center gap-3 rounded-xl p-2 text-left transition-colors hover:bg-stone-900/5 data-[state=open]:bg-stone-900/5"
      >
        <Avatar name={user.name} photoUrl={user.photoUrl} />
        <span className="min-w-0 flex-1">
          <span className="sr-only">{t('shell.profile.menuLabel')}: </span>
          <span className="block truncate font-medium text-sm text-stone-900">{user.name}</span>
          <span className="block truncate text-stone-600 text-xs">{user.email}</span>
        </span>
        <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-stone-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent side="top" align="start" className="w-[var(--radix-dropdown-menu-trigger-width)]">
        <DropdownMenuLabel className="flex items-center gap-3">
          <Avatar name={user.name} photoUrl={user.photoUrl} />
          {/* The button truncates a long name or email; the open menu shows them whole. */}
          <span className="min-w-0">
            <span className="block wrap-anywhere font-medium text-sm text-stone-900">{user.name}</span>
            <span className="block break-all text-stone-600 text-xs">{user.email}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {business ? (
          <BusinessSwitcher
            businesses={business.businesses}
            currentId={business.currentId}
            onSwitch={business.onSwitch}
          />
        ) : null}
        <DropdownMenuItem onSelect={() => navigate('/dashboard/mi-perfil')}>
          <UserRound aria-hidden />
          {t('shell.profile.myProfile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/dashboard/configuracion')}>
          <Settings aria-hidden />
          {t('shell.profile.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {business?.onLeave ? (
          <DropdownMenuItem onSelect={() => business.onLeave?.(triggerRef.current)}>
            <DoorOpen aria-hidden />
            {t('team.leave.action')}
          </DropdownMenuItem>
        ) : null}
        {/* Selecting an item closes the menu first; the shell then opens the confirmation
           (docs/product-spec.md §4 "Logout"). */}
        <DropdownMenuItem onSelect={() => onLogout(triggerRef.current)}>
          <LogOut aria-hidden />
          {t('shell.profile.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
