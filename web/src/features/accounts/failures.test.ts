import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api.ts'
import {
  describeCodeFailure,
  describeFederatedError,
  describeLoginFailure,
  describeRegisterFailure,
  describeSendCodeFailure,
} from './failures.ts'

const wait = 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.'

describe('describeLoginFailure', () => {
  it.each([
    [new ApiError(401, 'invalid_credentials', 'x'), { key: 'accounts.errors.invalidCredentials' }],
    [new ApiError(400, 'validation_failed', 'x'), { key: 'accounts.errors.invalidCredentials' }],
    [new ApiError(429, 'rate_limited', wait), { text: wait }],
    [new ApiError(500, 'internal', 'x'), { key: 'accounts.errors.loginFailed' }],
    [new ApiError(0, 'network_error', 'x'), { key: 'accounts.errors.loginFailed' }],
    [new TypeError('response did not match'), { key: 'accounts.errors.loginFailed' }],
  ])('answers %s with %o', (error, failure) => {
    expect(describeLoginFailure(error)).toEqual(failure)
  })
})

describe('describeRegisterFailure', () => {
  it.each([
    [new ApiError(409, 'email_in_use', 'x'), { key: 'accounts.errors.emailInUse', field: 'email' }],
    [new ApiError(429, 'rate_limited', wait), { text: wait }],
    [new ApiError(400, 'validation_failed', 'x'), { key: 'accounts.errors.registerFailed' }],
    [new ApiError(500, 'internal', 'x'), { key: 'accounts.errors.registerFailed' }],
  ])('answers %s with %o', (error, failure) => {
    expect(describeRegisterFailure(error)).toEqual(failure)
  })
})

describe('describeCodeFailure', () => {
  it.each([
    [new ApiError(400, 'code_invalid', 'Mal'), { text: 'Mal' }],
    [new ApiError(400, 'code_expired', 'Caducó'), { text: 'Caducó', needsNewCode: true }],
    [new ApiError(403, 'code_locked', 'Bloqueado'), { text: 'Bloqueado', needsNewCode: true }],
    [new ApiError(429, 'rate_limited', wait), { text: wait }],
    [new ApiError(400, 'validation_failed', 'x'), { key: 'accounts.errors.codeFailed' }],
    [new ApiError(0, 'network_error', 'x'), { key: 'accounts.errors.codeFailed' }],
  ])('answers %s with %o', (error, failure) => {
    expect(describeCodeFailure(error)).toEqual(failure)
  })
})

describe('describeSendCodeFailure', () => {
  it('passes on the wait of rate limiting and says anything else in its own words', () => {
    expect(describeSendCodeFailure(new ApiError(429, 'rate_limited', wait))).toEqual({ text: wait })
    expect(describeSendCodeFailure(new ApiError(500, 'internal', 'x'))).toEqual({
      key: 'accounts.errors.sendCodeFailed',
    })
  })
})

describe('describeFederatedError', () => {
  it.each([
    ['login', 'access_denied', 'End-User aborted', { key: 'accounts.federated.loginCancelled' }],
    ['register', 'access_denied', null, { key: 'accounts.federated.registerCancelled' }],
    ['login', 'invalid_code', 'Caducó', { key: 'accounts.federated.loginError', withDescription: 'Caducó' }],
    ['register', 'no_code', null, { key: 'accounts.federated.registerError', withDescription: 'no_code' }],
    ['login', '', null, { key: 'accounts.federated.loginGeneric' }],
  ] as const)('%s with error %s (%s) says %o', (purpose, error, description, message) => {
    expect(describeFederatedError(purpose, error, description)).toEqual(message)
  })
})
