// The addresses the web app draws a page for (web/src/app/router.tsx, kept equal by its test): the server
// answers any other address that asks for a page with the app's own "not found" page and a 404 status, so
// that a search engine and a link checker see what a person sees. `:id` stands for any one path segment.
export const APP_PAGES = [
  '/',
  '/login',
  '/register',
  '/recover',
  '/terms',
  '/privacy',
  '/equipo/invitacion',
  '/dashboard',
  '/dashboard/plantillas',
  '/dashboard/categorias',
  '/dashboard/productos',
  '/dashboard/productos/menu-de-hoy',
  '/dashboard/diseno',
  '/dashboard/promociones',
  '/dashboard/reservas',
  '/dashboard/pedidos',
  '/dashboard/pedidos/cocina',
  '/dashboard/pedidos/mesas',
  '/dashboard/clientes',
  '/dashboard/clientes/:id',
  '/dashboard/catalogos',
  '/dashboard/faq',
  '/dashboard/soporte',
  '/dashboard/mi-perfil',
  '/dashboard/configuracion',
  '/dashboard/configuracion/negocio',
  '/dashboard/configuracion/equipo',
  '/dashboard/configuracion/actividad',
  '/dashboard/configuracion/notificaciones',
  '/dashboard/configuracion/seguridad',
  '/dashboard/configuracion/pagos',
] as const

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '')

const PAGE_SEGMENTS = APP_PAGES.map(segmentsOf)

/** Whether the web app draws a page of its own at `path` (a trailing slash aside), rather than "not found". */
export function isAppPage(path: string): boolean {
  const segments = segmentsOf(path)
  return PAGE_SEGMENTS.some(
    (page) =>
      page.length === segments.length &&
      page.every((segment, index) => segment === ':id' || segment === segments[index]),
  )
}
