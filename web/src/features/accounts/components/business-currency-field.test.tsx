import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderElement } from '../../../test/render-app.tsx'
import { BusinessCurrencyField } from './business-currency-field.tsx'

const me = buildMe()

function renderField() {
  const app = renderElement(<BusinessCurrencyField business={me.business} />)
  const select = screen.getByRole('combobox', { name: 'Moneda' })
  return { ...app, select }
}

describe('BusinessCurrencyField', () => {
  it('shows the business’s currency and how a price reads in it', () => {
    mockApi({})
    const { select } = renderField()
    expect(select).toHaveValue('COP')
    expect(select).toHaveAccessibleDescription(/Así se verá un precio: \$\u00a012\.000$/)
    expect(screen.getByRole('option', { name: 'Libra esterlina (GBP)' })).toBeInTheDocument()
  })

  it('saves a chosen currency at once through PATCH /api/business, and says so', async () => {
    const calls = mockApi({
      'PATCH /api/business': { status: 200, body: { business: { ...me.business, currency: 'EUR' } } },
    })
    const { select, user } = renderField()
    await user.selectOptions(select, 'EUR')
    expect(
      await screen.findByText(/Moneda guardada: tu menú público ya muestra los precios en Euro/),
    ).toBeVisible()
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: '/api/business', body: { currency: 'EUR' } },
    ])
  })

  it('says so when saving fails', async () => {
    mockApi({ 'PATCH /api/business': apiError(500, 'internal_error') })
    const { select, user } = renderField()
    await user.selectOptions(select, 'USD')
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar la moneda.')
  })
})
