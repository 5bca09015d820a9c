import { clsx } from 'clsx'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router'
import { can } from '#domain/team/roles.ts'
import { PageTitle } from '../../../components/layout/page-title.tsx'
import { useMe } from '../../../entities/account/api/get-me.ts'
import { RequirePermission } from '../../../entities/account/components/require-permission.tsx'
import { scrollIntoViewInline } from '../../../lib/scroll.ts'
import { useDocumentTitle } from '../../../lib/use-document-title.ts'
import { SETTINGS_TABS } from './settings-tabs.ts'

/**
 * /dashboard/configuracion: the page heading, a link per section (the current one marked), the section. On a
 * phone the links are wider than the screen: the bar scrolls sideways and shows the current one, on load and
 * on every change of section. A section the member's role may not use is not linked, and opened by its
 * address says so instead of drawing controls the server would refuse.
 */
export function SettingsLayout() {
  const { t } = useTranslation()
  const heading = t('dashboard.pages.settings')
  useDocumentTitle(heading)
  const { pathname } = useLocation()
  const role = useMe().data?.role ?? 'viewer'
  const tabs = SETTINGS_TABS.filter((tab) => can(role, tab.permission))
  const current = SETTINGS_TABS.find((tab) => isSectionPath(tab.path, pathname))
  const navRef = useRef<HTMLElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link changes with the path
  useEffect(() => {
    const showCurrent = () => {
      const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]')
      if (navRef.current && current) scrollIntoViewInline(navRef.current, current)
    }
    showCurrent()
    // The links may first be drawn in the fallback font: once Inter is in they are a little wider, and the
    // current one is brought fully into view again.
    let isShown = true
    void document.fonts?.ready.then(() => {
      if (isShown) showCurrent()
    })
    return () => {
      isShown = false
    }
  }, [pathname])
  return (
    <div className="space-y-6">
      <PageTitle>{heading}</PageTitle>
      <nav ref={navRef} aria-label={t('settings.tabs.label')} className="-mx-1 overflow-x-auto">
        <ul className="flex min-w-max gap-1 border-stone-200 border-b px-1">
          {tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink
                to={tab.path ? `/dashboard/configuracion/${tab.path}` : '/dashboard/configuracion'}
                end
                className={({ isActive }) =>
                  clsx(
                    '-mb-px inline-flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 font-medium text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 focus-visible:outline-offset-2',
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
      <RequirePermission permission={current?.permission ?? 'self'}>
        <Outlet />
      </RequirePermission>
    </div>
  )
}

function isSectionPath(section: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '')
  return path === (section ? `/dashboard/configuracion/${section}` : '/dashboard/configuracion')
}
