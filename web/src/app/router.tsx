import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import type { MessageKey } from '../lib/i18n.ts'
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

/**
 * The dashboard's children of docs/product-spec.md §2 that are still placeholders, with the heading each one
 * shows.
 */
const dashboardSections: readonly [path: string, headingKey: MessageKey][] = [
  ['mi-perfil', 'dashboard.pages.profile'],
  ['configuracion', 'dashboard.pages.settings'],
]

// Every page is its own lazily loaded chunk, so the landing does not download the dashboard.
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteLoading,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./routes/landing.tsx')).LandingRoute }) },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login.tsx')).LoginRoute }) },
      {
        path: 'register',
        lazy: async () => ({ Component: (await import('./routes/register.tsx')).RegisterRoute }),
      },
      {
        path: 'recover',
        lazy: async () => ({ Component: (await import('./routes/recover.tsx')).RecoverRoute }),
      },
      publicPage('terms'),
      publicPage('privacy'),
      {
        path: 'dashboard',
        lazy: async () => ({
          Component: (await import('./routes/dashboard-layout.tsx')).DashboardLayoutRoute,
        }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./routes/dashboard-home.tsx')).DashboardHomeRoute,
            }),
          },
          dashboardPage('plantillas', async () => (await import('./routes/templates.tsx')).TemplatesRoute),
          dashboardPage('categorias', async () => (await import('./routes/categories.tsx')).CategoriesRoute),
          dashboardPage('productos', async () => (await import('./routes/products.tsx')).ProductsRoute),
          dashboardPage('diseno', async () => (await import('./routes/design.tsx')).DesignRoute),
          dashboardPage('promociones', async () => (await import('./routes/promotions.tsx')).PromotionsRoute),
          dashboardPage(
            'reservas',
            async () => (await import('./routes/reservations.tsx')).ReservationsRoute,
          ),
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
          ...dashboardSections.map(
            ([path, headingKey]): RouteObject => ({
              path,
              lazy: async () => {
                const { DashboardSectionRoute } = await import('./routes/dashboard-section.tsx')
                return { element: <DashboardSectionRoute headingKey={headingKey} /> }
              },
            }),
          ),
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
