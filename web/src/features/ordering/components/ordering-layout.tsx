import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { can } from '#domain/team/roles.ts'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { RequirePermission } from '../../../entities/account/components/require-permission.tsx'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { ORDERING_TABS } from './ordering-tabs.ts'

/**
 * /dashboard/pedidos: the page heading, a link per section (the current one marked, drawn as Reservas draws
 * its tabs) and the section. Every role reads the orders (`orders.read`).
 */
export function OrderingLayout() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.orders')
  useDocumentTitle(heading)
  const role = useMe().data?.role ?? 'viewer'
  return (
    <RequirePermission permission="orders.read" heading={heading}>
      <div className="space-y-6">
        <PageTitle>{heading}</PageTitle>
        <nav aria-label={t('ordering.tabs.label')}>
          <ul className="inline-flex rounded-xl bg-stone-200/70 p-1">
            {ORDERING_TABS.filter((tab) => can(role, tab.permission)).map((tab) => (
              <li key={tab.path}>
                <NavLink
                  to={`/dashboard/pedidos/${tab.path}`}
                  className={({ isActive }) =>
                    clsx(
                      'inline-flex h-10 items-center rounded-lg px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
                      isActive ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-700 hover:bg-stone-900/5',
                    )
                  }
                >
                  {t(tab.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Outlet />
      </div>
    </RequirePermission>
  )
}
