import type { Permission } from '#domain/team/roles.ts'
import type { MessageKey } from '../../lib/i18n.ts'

export const dashboardPath = '/dashboard'

export type NavItem = {
  id: string
  to: string
  labelKey: MessageKey
  /**
   * Highlighted only on its exact path, not on sub-paths (Inicio, docs/product-spec.md §2 "Dashboard shell").
   */
  isExact: boolean
  /** What the member's role must allow for the entry to show (decision 073). */
  permission: Permission
}

/** The sidebar entries, in the spec's order (docs/product-spec.md §2 "Dashboard shell"). */
export const navItems: readonly NavItem[] = [
  { id: 'home', to: dashboardPath, labelKey: 'shell.nav.home', isExact: true, permission: 'self' },
  {
    id: 'templates',
    to: '/dashboard/plantillas',
    labelKey: 'shell.nav.templates',
    isExact: false,
    permission: 'catalogue.write',
  },
  {
    id: 'categories',
    to: '/dashboard/categorias',
    labelKey: 'shell.nav.categories',
    isExact: false,
    permission: 'catalogue.read',
  },
  {
    id: 'products',
    to: '/dashboard/productos',
    labelKey: 'shell.nav.products',
    isExact: false,
    permission: 'catalogue.read',
  },
  {
    id: 'design',
    to: '/dashboard/diseno',
    labelKey: 'shell.nav.design',
    isExact: false,
    permission: 'catalogue.write',
  },
  {
    id: 'promotions',
    to: '/dashboard/promociones',
    labelKey: 'shell.nav.promotions',
    isExact: false,
    permission: 'promotions.read',
  },
  {
    id: 'catalogues',
    to: '/dashboard/catalogos',
    labelKey: 'shell.nav.catalogues',
    isExact: false,
    permission: 'catalogue.read',
  },
  {
    id: 'reservations',
    to: '/dashboard/reservas',
    labelKey: 'shell.nav.reservations',
    isExact: false,
    permission: 'bookings.read',
  },
  {
    id: 'orders',
    to: '/dashboard/pedidos',
    labelKey: 'shell.nav.orders',
    isExact: false,
    permission: 'orders.read',
  },
  {
    id: 'clients',
    to: '/dashboard/clientes',
    labelKey: 'shell.nav.clients',
    isExact: false,
    permission: 'clients.read',
  },
  // "Soporte / FAQ" points at support; the FAQ page is reached from there.
  {
    id: 'support',
    to: '/dashboard/soporte',
    labelKey: 'shell.nav.support',
    isExact: false,
    permission: 'self',
  },
]

/** Whether a sidebar entry is the current page: its path, or (unless exact) any path below it. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = withoutTrailingSlash(pathname)
  if (path === item.to) return true
  return !item.isExact && path.startsWith(`${item.to}/`)
}

// The header titles, literally as docs/product-spec.md §2 lists them; anything else (FAQ included) is
// "Dashboard".
const titleKeys: readonly [path: string, key: MessageKey][] = [
  ['/dashboard/plantillas', 'shell.title.templates'],
  ['/dashboard/categorias', 'shell.title.categories'],
  ['/dashboard/productos', 'shell.title.products'],
  ['/dashboard/diseno', 'shell.title.design'],
  ['/dashboard/promociones', 'shell.title.promotions'],
  ['/dashboard/catalogos', 'shell.title.catalogues'],
  ['/dashboard/reservas', 'shell.title.reservations'],
  ['/dashboard/pedidos', 'shell.title.orders'],
  ['/dashboard/clientes', 'shell.title.clients'],
  ['/dashboard/soporte', 'shell.title.support'],
  ['/dashboard/mi-perfil', 'shell.title.profile'],
  ['/dashboard/configuracion', 'shell.title.settings'],
]

/**
 * The translation key of the header title for a dashboard path (docs/product-spec.md §2 "Dashboard shell").
 */
export function getDashboardTitleKey(pathname: string): MessageKey {
  const path = withoutTrailingSlash(pathname)
  if (path === dashboardPath) return 'shell.title.home'
  const match = titleKeys.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))
  return match ? match[1] : 'shell.title.fallback'
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
