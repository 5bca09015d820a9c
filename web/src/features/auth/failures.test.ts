import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import { describeLoginFailure, describeRegisterFailure } from './failures.ts'

const wait = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'

describe('describeLoginFailure', () => {
  it.each([
    [new ApiError(401, 'invalid_credentials', 'x'), { key: 'auth.errors.invalidCredentials' }],
    [new ApiError(400, 'validation_failed', 'x'), { key: 'auth.errors.invalidCredentials' }],
    [new ApiError(429, 'rate_limited', wait), { text: wait }],
    [new ApiError(500, 'internal', 'x'), { key: 'auth.errors.loginFailed' }],
    [new ApiError(0, 'network_error', 'x'), { key: 'auth.errors.loginFailed' }],
    [new TypeError('response did not match'), { key: 'auth.errors.loginFailed' }],
  ])('answers %s with %o', (error, failure) => {
    expect(describeLoginFailure(error)).toEqual(failure)
  })
})

describe('describeRegisterFailure', () => {
  it.each([
    [new ApiError(409, 'email_in_use', 'x'), { key: 'auth.errors.emailInUse', field: 'email' }],
    [new ApiError(429, 'rate_limited', wait), { text: wait }],
    [new ApiError(400, 'validation_failed', 'x'), { key: 'auth.errors.registerFailed' }],
    [new ApiError(500, 'internal', 'x'), { key: 'auth.errors.registerFailed' }],
  ])('answers %s with %o', (error, failure) => {
    expect(describeRegisterFailure(error)).toEqual(failure)
  })
})
