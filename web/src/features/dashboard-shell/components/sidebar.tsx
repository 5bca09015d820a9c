import { clsx } from 'clsx'
import {
  BookOpen,
  CalendarDays,
  ConciergeBell,
  FolderTree,
  House,
  LayoutTemplate,
  LifeBuoy,
  type LucideIcon,
  Package,
  Palette,
  Percent,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { can } from '#domain/team/roles.ts'
import { Logo } from '../../../components/ui/logo.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { scrollToTop } from '../../../lib/scroll.ts'
import { isNavItemActive, navItems } from '../navigation.ts'
import type { BusinessMenu } from './business-menu.ts'
import { ProfileMenu, type ProfileUser } from './profile-menu.tsx'

const icons: Record<string, LucideIcon> = {
  home: House,
  templates: LayoutTemplate,
  categories: FolderTree,
  products: Package,
  design: Palette,
  promotions: Percent,
  catalogues: BookOpen,
  reservations: CalendarDays,
  orders: ConciergeBell,
  clients: Users,
  support: LifeBuoy,
}

type Props = {
  user: ProfileUser
  onLogout: (menuButton: HTMLButtonElement | null) => void
  /** Called when an entry is followed, so the drawer can close even when the path does not change. */
  onNavigate?: () => void
  business?: BusinessMenu
}

/** The sidebar's content: product name and version, the navigation, the profile menu at the bottom. */
export function Sidebar({ user, onLogout, onNavigate, business }: Props) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const role = useMe().data?.role ?? 'viewer'

  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center gap-2 border-stone-200/80 border-b px-5">
        <Logo />
        <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-600 text-xs">
          {t('shell.version')}
        </span>
      </div>
      <nav aria-label={t('shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-3">
        <ul className="space-y-0.5">
          {navItems
            .filter((item) => can(role, item.permission))
            .map((item) => {
              const Icon = icons[item.id] ?? House
              const isActive = isNavItemActive(item, pathname)
              return (
                <li key={item.id}>
                  <Link
                    to={item.to}
                    aria-current={isActive ? 'page' : undefined}
                    onClick={() => {
                      // Inicio also takes the user back to the top of the page (docs/product-spec.md §2
                      // "Dashboard shell").
                      if (item.isExact) scrollToTop()
                      onNavigate?.()
                    }}
                    className={clsx(
                      'group flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-sm transition-colors',
                      isActive
                        ? 'bg-brand-50 text-brand-800'
                        : 'text-stone-700 hover:bg-stone-900/5 hover:text-stone-900',
                    )}
                  >
                    <Icon
                      aria-hidden
                      className={clsx(
                        'size-5 shrink-0',
                        isActive ? 'text-brand-600' : 'text-stone-500 group-hover:text-stone-700',
                      )}
                    />
                    {t(item.labelKey)}
                  </Link>
                </li>
              )
            })}
        </ul>
      </nav>
      <div className="shrink-0 border-stone-200 border-t p-3">
        <ProfileMenu user={user} onLogout={onLogout} business={business} />
      </div>
    </div>
  )
}
