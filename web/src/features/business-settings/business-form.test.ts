import { describe, expect, it } from 'vitest'
import { buildMe } from '../../test/api-mock.ts'
import { changedFields } from './business-form.ts'

const business = buildMe().business

describe('changedFields', () => {
  it('keeps only the fields that differ from the saved business', () => {
    expect(
      changedFields(
        { ...business, name: 'Café Central', slug: business.slug, contactPhone: '+57 601 555 0101' },
        business,
      ),
    ).toEqual({ name: 'Café Central', contactPhone: '+57 601 555 0101' })
  })

  it('sends the model service’s switch once it is turned', () => {
    expect(changedFields({ ...business, menuModelEnabled: false }, business)).toEqual({
      menuModelEnabled: false,
    })
  })

  it('is empty when nothing changed', () => {
    expect(changedFields({ ...business }, business)).toEqual({})
  })
})
