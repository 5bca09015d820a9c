import { describe, expect, it } from 'vitest'
import { readLoginState } from './auth-state.ts'

describe('readLoginState', () => {
  it('defaults to the dashboard and no processed menu', () => {
    expect(readLoginState(undefined)).toMatchObject({ redirectAfterAuth: '/dashboard', menuProcessed: false })
    expect(readLoginState(null)).toMatchObject({ redirectAfterAuth: '/dashboard', menuProcessed: false })
  })

  it('keeps an in-app path and a processed menu', () => {
    expect(
      readLoginState({ redirectAfterAuth: '/dashboard/productos?vista=lista', menuProcessed: true }),
    ).toMatchObject({ redirectAfterAuth: '/dashboard/productos?vista=lista', menuProcessed: true })
  })

  it.each(['https://example.com/', '//example.com/dashboard', 'dashboard', 42])(
    'refuses %s as a destination, as it would leave the app',
    (redirectAfterAuth) => {
      expect(readLoginState({ redirectAfterAuth }).redirectAfterAuth).toBe('/dashboard')
    },
  )

  it('passes on a reset password and its email, and nothing else', () => {
    expect(readLoginState({ passwordUpdated: true, email: 'ana@bar.es' })).toMatchObject({
      passwordUpdated: true,
      email: 'ana@bar.es',
    })
    expect(readLoginState({ passwordUpdated: 'yes', email: 42 })).toMatchObject({
      passwordUpdated: false,
      email: '',
    })
  })

  it('only takes a processed menu when it is exactly true', () => {
    expect(readLoginState({ menuProcessed: 'true' }).menuProcessed).toBe(false)
  })
})
