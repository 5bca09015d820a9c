import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n.ts'
import { getDashboardTitleKey, isNavItemActive, navItems } from './navigation.ts'

const titleIn = (language: 'es' | 'en', pathname: string) =>
  i18n.getFixedT(language)(getDashboardTitleKey(pathname))

describe('navItems', () => {
  it('lists the sidebar entries in the spec order, support pointing at /dashboard/soporte', () => {
    const t = i18n.getFixedT('es')
    expect(navItems.map((item) => [t(item.labelKey), item.to])).toEqual([
      ['Inicio', '/dashboard'],
      ['Plantillas', '/dashboard/plantillas'],
      ['Categorías', '/dashboard/categorias'],
      ['Productos', '/dashboard/productos'],
      ['Diseño', '/dashboard/diseno'],
      ['Promociones', '/dashboard/promociones'],
      ['Mis catálogos', '/dashboard/catalogos'],
      ['Reservas', '/dashboard/reservas'],
      ['Pedidos', '/dashboard/pedidos'],
      ['Clientes / CRM', '/dashboard/clientes'],
      ['Soporte / FAQ', '/dashboard/soporte'],
    ])
  })
})

describe('isNavItemActive', () => {
  const [home, templates] = navItems as [(typeof navItems)[0], (typeof navItems)[0]]

  it('highlights Inicio only on the exact dashboard path', () => {
    expect(isNavItemActive(home, '/dashboard')).toBe(true)
    expect(isNavItemActive(home, '/dashboard/')).toBe(true)
    expect(isNavItemActive(home, '/dashboard/plantillas')).toBe(false)
  })

  it('highlights other entries on their path and on sub-paths', () => {
    expect(isNavItemActive(templates, '/dashboard/plantillas')).toBe(true)
    expect(isNavItemActive(templates, '/dashboard/plantillas/3')).toBe(true)
    expect(isNavItemActive(templates, '/dashboard')).toBe(false)
  })

  it('does not treat a path that only starts with the same letters as a sub-path', () => {
    expect(isNavItemActive(templates, '/dashboard/plantillas-extra')).toBe(false)
  })
})

describe('getDashboardTitleKey', () => {
  it('gives the spec titles in Spanish', () => {
    const paths = [
      ['/dashboard', 'Inicio'],
      ['/dashboard/plantillas', 'Plantillas'],
      ['/dashboard/categorias', 'Categorías'],
      ['/dashboard/productos', 'Productos'],
      ['/dashboard/diseno', 'Diseño'],
      ['/dashboard/promociones', 'Promociones'],
      ['/dashboard/catalogos', 'Catálogos'],
      ['/dashboard/reservas', 'Reservas'],
      ['/dashboard/pedidos', 'Pedidos'],
      ['/dashboard/pedidos/mesas', 'Pedidos'],
      ['/dashboard/clientes', 'Clientes'],
      ['/dashboard/soporte', 'Soporte'],
      ['/dashboard/mi-perfil', 'Mi Perfil'],
      ['/dashboard/configuracion', 'Configuración'],
    ]
    expect(paths.map(([path]) => [path, titleIn('es', path!)])).toEqual(paths)
  })

  it('falls back to Dashboard for paths the spec does not list, FAQ included', () => {
    expect(titleIn('es', '/dashboard/faq')).toBe('Dashboard')
    expect(titleIn('es', '/dashboard/unknown')).toBe('Dashboard')
  })

  it('keeps the title on sub-paths and with a trailing slash', () => {
    expect(titleIn('es', '/dashboard/productos/12')).toBe('Productos')
    expect(titleIn('es', '/dashboard/')).toBe('Inicio')
    expect(titleIn('es', '/dashboard/reservas/')).toBe('Reservas')
  })

  it('gives the titles in English too', () => {
    expect(titleIn('en', '/dashboard')).toBe('Home')
    expect(titleIn('en', '/dashboard/catalogos')).toBe('Catalogs')
    expect(titleIn('en', '/dashboard/mi-perfil')).toBe('My Profile')
    expect(titleIn('en', '/dashboard/faq')).toBe('Dashboard')
  })
})
