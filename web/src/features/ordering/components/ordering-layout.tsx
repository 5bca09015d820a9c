import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { can } from '#domain/team/roles.ts'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { RequirePermission } from '../../../entities/account/components/require-permission.tsx'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { ORDERING_TABS } from './ordering-tabs.ts'
import { SoundToggle } from './sound-toggle.tsx'
import { useOrdersLive } from './use-orders-live.ts'

/**
 * /dashboard/pedidos: the page heading, a link per section (the current one marked, drawn as Reservas draws
 * its tabs) and the section. Every role reads the orders (`orders.read`). While it is open, on every section,
 * the orders follow the business's stream: a new one chimes (the «Sonido» switch) and is announced, and the
 * tab's title counts those waiting, «(2) Pedidos · Vitrina».
 */
export function OrderingLayout() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.orders')
  const live = useOrdersLive()
  useDocumentTitle(
    live.waitingCount > 0
      ? t('ordering.live.titleBadge', { waiting: live.waitingCount, page: heading })
      : heading,
  )
  const role = useMe().data?.role ?? 'viewer'
  return (
    <RequirePermission permission="orders.read" heading={heading}>
      <div className="space-y-6">
        <PageTitle>{heading}</PageTitle>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label={t('ordering.tabs.label')}>
            <ul className="inline-flex rounded-xl bg-stone-200/70 p-1">
              {ORDERING_TABS.filter((tab) => can(role, tab.permission)).map((tab) => (
                <li key={tab.path}>
                  <NavLink
                    to={tab.path ? `/dashboard/pedidos/${tab.path}` : '/dashboard/pedidos'}
                    end
                    className={({ isActive }) =>
                      clsx(
                        'inline-flex h-10 items-center rounded-lg px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
                        isActive
                          ? 'bg-white text-stone-900 shadow-sm'
                          : 'text-stone-700 hover:bg-stone-900/5',
                      )
                    }
                  >
                    {t(tab.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SoundToggle isOn={live.isSoundOn} onChange={live.setSoundOn} />
        </div>
        <div aria-live="polite" className="sr-only">
          {live.announcement}
        </div>
        <Outlet />
      </div>
    </RequirePermission>
  )
}
