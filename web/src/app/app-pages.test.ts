import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { APP_PAGES, isAppPage } from '#domain/app-pages.ts'
import { routes } from './router.tsx'

/** Every address the router draws a page of its own for, as `/a/b/:id`; the catch-all "not found" left out. */
function pagesOf(branch: readonly RouteObject[], parent = ''): string[] {
  return branch.flatMap((route) => {
    if (route.path === '*') return []
    const path = route.path ? `${parent}/${route.path}` : parent
    const own = route.index || (route.path && !route.children) ? [path || '/'] : []
    return [...own, ...pagesOf(route.children ?? [], path)]
  })
}

describe('the pages the server knows the app has', () => {
  it('are the router’s pages, so any other address is answered 404', () => {
    expect(new Set(pagesOf(routes))).toEqual(new Set(APP_PAGES))
  })

  it('take any value for an id and a trailing slash, and nothing more or less', () => {
    expect(isAppPage('/dashboard/clientes/0b5c7f64')).toBe(true)
    expect(isAppPage('/dashboard/')).toBe(true)
    expect(isAppPage('/')).toBe(true)
    expect(isAppPage('/dashboard/clientes/1/otra')).toBe(false)
    expect(isAppPage('/dashboardx')).toBe(false)
  })
})
