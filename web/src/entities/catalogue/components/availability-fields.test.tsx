import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { ALWAYS, type Availability } from '#domain/catalogues/availability.ts'
import { i18n } from '../../../lib/i18n.ts'
import type { AvailabilityErrors } from '../availability-form.ts'
import { AvailabilityFields } from './availability-fields.tsx'

/** The editor in a form of its own; `value()` reads what it holds. */
function renderFields(start: Availability = ALWAYS, errors?: AvailabilityErrors) {
  let current = start
  function Form() {
    const [value, setValue] = useState(start)
    current = value
    return <AvailabilityFields value={value} onChange={setValue} errors={errors} hint="Cuándo se sirve." />
  }
  const user = userEvent.setup()
  render(<Form />)
  return { user, value: () => current }
}

const lunch = { dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' }

describe('AvailabilityFields', () => {
  it('reads "Siempre disponible" with nothing set, and offers no switch that would mean nothing', () => {
    renderFields()
    expect(screen.getByRole('group', { name: 'Horario' })).toHaveAccessibleDescription('Cuándo se sirve.')
    expect(screen.getByText('Siempre disponible')).toBeInTheDocument()
    expect(screen.queryByRole('switch')).not.toBeInTheDocument()
  })

  it('adds days and hours, every day at lunch to start with, focus on the first day', async () => {
    const { user, value } = renderFields()
    await user.click(screen.getByRole('button', { name: 'Añadir días y horas' }))
    const window = screen.getByRole('group', { name: 'Horario 1' })
    const days = within(window).getByRole('group', { name: 'Días' })
    expect(within(days).getByRole('checkbox', { name: 'Lunes' })).toHaveFocus()
    expect(within(days).getAllByRole('checkbox', { checked: true })).toHaveLength(7)
    expect(screen.queryByText('Siempre disponible')).not.toBeInTheDocument()

    await user.click(within(days).getByRole('checkbox', { name: 'Sábado' }))
    await user.click(within(days).getByRole('checkbox', { name: 'Domingo' }))
    fireEvent.change(within(window).getByLabelText('Desde'), { target: { value: '13:00' } })
    expect(value().windows).toEqual([lunch])
  })

  it('says when a window runs past midnight', async () => {
    renderFields({ ...ALWAYS, windows: [{ dias: [5, 6], desde: '22:00', hasta: '02:00' }] })
    expect(screen.getByLabelText('Hasta')).toHaveAccessibleDescription(
      'Termina al día siguiente, pasada la medianoche.',
    )
  })

  it('removes a window, focus on the one that took its place, else on "Añadir"', async () => {
    const dinner = { dias: [4, 5, 6], desde: '19:00', hasta: '23:00' }
    const { user, value } = renderFields({ ...ALWAYS, windows: [lunch, dinner] })
    await user.click(screen.getByRole('button', { name: 'Quitar el horario 1' }))
    expect(value().windows).toEqual([dinner])
    // The dinner is now the first: its controls say so, and focus is on its removal.
    const remaining = screen.getByRole('group', { name: 'Horario 1' })
    expect(within(remaining).getByLabelText('Desde')).toHaveValue('19:00')
    expect(screen.getByRole('button', { name: 'Quitar el horario 1' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Quitar el horario 1' }))
    expect(value().windows).toEqual([])
    expect(screen.getByRole('button', { name: 'Añadir días y horas' })).toHaveFocus()
  })

  it('adds and removes date ranges, up to twelve', async () => {
    const { user, value } = renderFields()
    await user.click(screen.getByRole('button', { name: 'Añadir fechas' }))
    const range = screen.getByRole('group', { name: 'Fechas 1' })
    expect(within(range).getByLabelText('Desde el')).toHaveFocus()
    fireEvent.change(within(range).getByLabelText('Desde el'), { target: { value: '2026-06-01' } })
    fireEvent.change(within(range).getByLabelText('Hasta el'), { target: { value: '2026-09-30' } })
    expect(value().dates).toEqual([{ from: '2026-06-01', to: '2026-09-30' }])

    await user.click(screen.getByRole('button', { name: 'Quitar las fechas 1' }))
    expect(value().dates).toEqual([])
    expect(screen.getByRole('button', { name: 'Añadir fechas' })).toHaveFocus()

    for (let count = 0; count < 12; count++)
      await user.click(screen.getByRole('button', { name: 'Añadir fechas' }))
    expect(screen.getByRole('button', { name: 'Añadir fechas' })).toBeDisabled()
    expect(screen.getByText('Puedes tener hasta 12 rangos de fechas.')).toBeInTheDocument()
  })

  it('hides it outside its hours once it has some', async () => {
    const { user, value } = renderFields({ ...ALWAYS, windows: [lunch] })
    await user.click(screen.getByRole('switch', { name: 'Ocultar fuera de horario' }))
    expect(value().hideWhenClosed).toBe(true)
  })

  it('shows each refusal at its field, in the owner’s words, from the server’s keys', () => {
    renderFields(
      {
        ...ALWAYS,
        windows: [{ dias: [], desde: '13:00', hasta: '13:00' }],
        dates: [{ from: '', to: '2026-01-01' }],
      },
      {
        'windows.0.dias': 'promotions.errors.windowDays',
        'windows.0.hasta': 'promotions.errors.windowEmpty',
        'dates.0.from': 'availability.errors.date',
        'dates.0.to': 'availability.errors.rangeOrder',
      },
    )
    const window = screen.getByRole('group', { name: 'Horario 1' })
    expect(within(window).getByRole('group', { name: 'Días' })).toHaveAccessibleDescription(
      'Elige al menos un día.',
    )
    expect(within(window).getByLabelText('Desde')).not.toBeInvalid()
    expect(within(window).getByLabelText('Hasta')).toBeInvalid()
    expect(within(window).getByLabelText('Hasta')).toHaveAccessibleDescription(
      'La hora de fin debe ser distinta de la de inicio.',
    )
    const range = screen.getByRole('group', { name: 'Fechas 1' })
    expect(within(range).getByLabelText('Desde el')).toHaveAccessibleDescription(
      'Escribe una fecha completa: día, mes y año.',
    )
    expect(within(range).getByLabelText('Hasta el')).toHaveAccessibleDescription(
      'Esta fecha es anterior a la de inicio.',
    )
  })

  it('speaks English', async () => {
    await i18n.changeLanguage('en')
    const { user } = renderFields()
    expect(screen.getByText('Always available')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add days and hours' }))
    const window = screen.getByRole('group', { name: 'Hours 1' })
    expect(within(window).getByRole('checkbox', { name: 'Monday' })).toHaveFocus()
    expect(screen.getByRole('switch', { name: 'Hide outside these hours' })).not.toBeChecked()
  })
})
