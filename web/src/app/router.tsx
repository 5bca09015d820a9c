import type { QueryClient } from '@tanstack/react-query'
import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { prefetchInicio, prefetchSession } from './dashboard-prefetch.ts'
import type { PublicPageId } from './routes/public-page.tsx'
import { RootLayout, RouteError, RouteLoading } from './routes/root-layout.tsx'

function publicPage(page: PublicPageId): RouteObject {
  return {
    path: page,
    lazy: async () => {
      const { PublicPage } = await import('./routes/public-page.tsx')
      return { element: <PublicPage page={page} /> }
    },
  }
}

function dashboardPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) }
}

/** Configuración's sections (features/settings/components/settings-tabs.ts), each a chunk of its own. */
const settingsSections: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/settings/general/general-tab.tsx')).GeneralTab,
    }),
  },
  dashboardPage(
    'negocio',
    async () => (await import('./routes/business-settings.tsx')).BusinessSettingsRoute,
  ),
  dashboardPage('equipo', async () => (await import('../features/team/components/team-tab.tsx')).TeamTab),
  dashboardPage(
    'actividad',
    async () => (await import('../features/audit/components/activity-tab.tsx')).ActivityTab,
  ),
  dashboardPage(
    'notificaciones',
    async () => (await import('../features/settings/notifications/notifications-tab.tsx')).NotificationsTab,
  ),
  dashboardPage(
    'seguridad',
    async () => (await import('./routes/settings-security.tsx')).SettingsSecurityRoute,
  ),
  dashboardPage(
    'pagos',
    async () => (await import('../features/payments/components/payments-tab.tsx')).PaymentsTab,
  ),
]

/**
 * Pedidos's sections (features/ordering/components/ordering-tabs.ts), each a chunk of its own; the day's
 * orders are its index.
 */
const orderingSections: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../features/ordering/components/orders-tab.tsx')).OrdersTab,
    }),
  },
  dashboardPage(
    'cocina',
    async () => (await import('../features/ordering/components/kitchen-view.tsx')).KitchenView,
  ),
  dashboardPage('mesas', async () => (await import('./routes/dining-tables.tsx')).DiningTablesRoute),
]

/**
 * The app's routes; given the app's query cache, the dashboard's loaders start its requests beside the download
 * of its code. Every page is its own lazily loaded chunk, so the landing does not download the dashboard.
 */
function appRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: RouteLoading,
      ErrorBoundary: RouteError,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('./routes/landing.tsx')).LandingRoute }),
        },
        { path: 'login', lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }) },
        {
          path: 'register',
          lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }),
        },
        {
          path: 'recover',
          lazy: async () => ({ Component: (await import('./routes/recover.tsx')).RecoverRoute }),
        },
        {
          path: 'equipo/invitacion',
          lazy: async () => ({
            Component: (await import('./routes/team-invitation.tsx')).TeamInvitationRoute,
          }),
        },
        publicPage('terms'),
        publicPage('privacy'),
        {
          path: 'dashboard',
          loader: queryClient && (() => prefetchSession(queryClient)),
          lazy: async () => ({
            Component: (await import('./routes/dashboard-layout.tsx')).DashboardLayoutRoute,
          }),
          children: [
            {
              index: true,
              loader: queryClient && (() => prefetchInicio(queryClient)),
              lazy: async () => ({
                Component: (await import('./routes/dashboard-home.tsx')).DashboardHomeRoute,
              }),
            },
            dashboardPage('plantillas', async () => (await import('./routes/templates.tsx')).TemplatesRoute),
            dashboardPage(
              'categorias',
              async () => (await import('./routes/categories.tsx')).CategoriesRoute,
            ),
            dashboardPage('productos', async () => (await import('./routes/products.tsx')).ProductsRoute),
            dashboardPage(
              'productos/menu-de-hoy',
              async () => (await import('./routes/todays-menu.tsx')).TodaysMenuRoute,
            ),
            dashboardPage('diseno', async () => (await import('./routes/design.tsx')).DesignRoute),
            dashboardPage(
              'promociones',
              async () => (await import('./routes/promotions.tsx')).PromotionsRoute,
            ),
            dashboardPage(
              'reservas',
              async () => (await import('./routes/reservations.tsx')).ReservationsRoute,
            ),
            {
              path: 'pedidos',
              lazy: async () => ({
                Component: (await import('../features/ordering/components/ordering-layout.tsx'))
                  .OrderingLayout,
              }),
              children: orderingSections,
            },
            dashboardPage('clientes', async () => (await import('./routes/clients.tsx')).ClientsRoute),
            dashboardPage(
              'clientes/:id',
              async () => (await import('./routes/client-detail.tsx')).ClientDetailRoute,
            ),
            dashboardPage(
              'catalogos',
              async () => (await import('./routes/my-catalogues.tsx')).MyCataloguesRoute,
            ),
            dashboardPage('faq', async () => (await import('./routes/faq.tsx')).FaqRoute),
            dashboardPage('soporte', async () => (await import('./routes/support.tsx')).SupportRoute),
            dashboardPage('mi-perfil', async () => (await import('./routes/profile.tsx')).ProfileRoute),
            {
              path: 'configuracion',
              lazy: async () => ({
                Component: (await import('../features/settings/components/settings-layout.tsx'))
                  .SettingsLayout,
              }),
              children: settingsSections,
            },
          ],
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
        },
      ],
    },
  ]
}

/** The routes without prefetching: the build-time render and the tests, which bring their own data. */
export const routes: RouteObject[] = appRoutes()

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient))
}
