import type { TestOwner } from '../../test/test-owner.ts'

/** A valid client for the owner's modals, with anything else overridden. */
export function clientInput(overrides: Record<string, unknown> = {}) {
  return {
    nombreCompleto: 'Ana Muñoz',
    telefono: '300 123 4567',
    email: 'ana@example.com',
    ...overrides,
  }
}

/** Creates a client through the API as the owner; answers the response. */
export function postClient(owner: TestOwner, overrides: Record<string, unknown> = {}) {
  return owner.call('POST', '/api/clients', clientInput(overrides))
}
