import { clsx } from 'clsx'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { SETTINGS_TABS } from './settings-tabs.ts'

/** /dashboard/configuracion: the page heading, a link per section (the current one marked), the section. */
export function SettingsLayout() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.settings')
  useDocumentTitle(heading)
  return (
    <div className="space-y-6">
      <PageTitle>{heading}</PageTitle>
      <nav aria-label={t('settings.tabs.label')} className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-stone-200 border-b px-1">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path ? `/dashboard/configuracion/${tab.path}` : '/dashboard/configuracion'}
                end
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
                    isActive
                      ? 'border-brand-600 text-brand-800'
                      : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900',
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
  )
}
