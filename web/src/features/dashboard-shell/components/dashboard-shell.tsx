import { ArrowUp } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet, useLocation } from 'react-router'
import { SkipLink } from '../../../components/layout/skip-link.tsx'
import { Dialog, DrawerContent } from '../../../components/ui/dialog.tsx'
import { scrollToTop } from '../../../lib/scroll.ts'
import { type LogoutAction, LogoutDialog } from './logout-dialog.tsx'
import { MembershipEndedNotice } from './membership-ended-notice.tsx'
import type { ProfileUser } from './profile-menu.tsx'
import { ShellHeader } from './shell-header.tsx'
import { Sidebar } from './sidebar.tsx'
import { useBusinessMenu } from './use-business-menu.tsx'

// Tailwind's md breakpoint, where the drawer gives way to the fixed sidebar.
const wideScreenQuery = '(min-width: 48rem)'

type Props = {
  /** The signed-in user the profile menu shows. */
  user: ProfileUser
  /** What "Sí, cerrar sesión" does: the app ends the session and leaves the dashboard. */
  logout: LogoutAction
  /** What the owner must see above every page until they act on it (confirming their email, say). */
  notice?: ReactNode
}

/**
 * The dashboard frame of docs/product-spec.md §2 "Dashboard shell": sidebar (drawer on small screens),
 * header, page.
 */
export function DashboardShell({ user, logout, notice }: Props) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  // The drawer remembers the path it was opened on, so any navigation (links, profile menu, back) closes it.
  const [drawerPath, setDrawerPath] = useState<string | null>(null)
  const isDrawerOpen = drawerPath === pathname
  const [isLogoutOpen, setLogoutOpen] = useState(false)
  const [logoutReturnFocus, setLogoutReturnFocus] = useState<HTMLElement | null>(null)
  const isPastFirstScreen = useIsPastFirstScreen()
  const { business, leaveDialog } = useBusinessMenu()

  useEffect(() => {
    // Widening the window past md shows the fixed sidebar, so an open drawer would be a duplicate.
    const media = window.matchMedia?.(wideScreenQuery)
    const closeOnWide = (event: MediaQueryListEvent) => event.matches && setDrawerPath(null)
    media?.addEventListener('change', closeOnWide)
    return () => media?.removeEventListener('change', closeOnWide)
  }, [])

  const openLogout = (menuButton: HTMLElement | null) => {
    setLogoutReturnFocus(menuButton)
    // A failure from an earlier try is not news any more.
    logout.reset()
    setLogoutOpen(true)
  }

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 z-20 hidden w-64 border-stone-200 border-r bg-white md:block">
        <Sidebar user={user} onLogout={openLogout} business={business} />
      </aside>

      <Dialog open={isDrawerOpen} onOpenChange={(open) => setDrawerPath(open ? pathname : null)}>
        <DrawerContent title={t('shell.menuTitle')} closeLabel={t('shell.closeMenu')}>
          <Sidebar
            user={user}
            onLogout={openLogout}
            business={business}
            onNavigate={() => setDrawerPath(null)}
          />
        </DrawerContent>
        <div className="md:pl-64">
          <ShellHeader />
          <main id="main" className="mx-auto w-full max-w-5xl px-4 pt-6 pb-24 md:px-8 md:pt-8 md:pb-12">
            <MembershipEndedNotice />
            {notice}
            <Outlet />
            {/* Only once there is a screen's worth to come back from: at the top it would only cover the page.
               The main's bottom padding keeps the last control of a page clear of it. */}
            {isPastFirstScreen ? (
              <button
                type="button"
                aria-label={t('common.scrollToTop')}
                onClick={scrollToTop}
                className="fixed right-4 bottom-4 z-20 inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg shadow-brand-900/25 hover:bg-brand-700 md:hidden"
              >
                <ArrowUp aria-hidden className="size-5" />
              </button>
            ) : null}
          </main>
        </div>
      </Dialog>

      <LogoutDialog
        open={isLogoutOpen}
        onOpenChange={setLogoutOpen}
        returnFocusTo={logoutReturnFocus}
        logout={logout}
      />
      {leaveDialog}
    </div>
  )
}

/** Whether the reader has scrolled the window down by more than one screen's height. */
function useIsPastFirstScreen(): boolean {
  const [isPast, setIsPast] = useState(false)
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > window.innerHeight)
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  return isPast
}
