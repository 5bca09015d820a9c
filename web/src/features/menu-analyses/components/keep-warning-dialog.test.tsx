import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { PendingReview } from '../review-reasons.ts'
import { KeepWarningDialog } from './keep-warning-dialog.tsx'

describe('KeepWarningDialog', () => {
  const renderDialog = (pending: PendingReview | null) => {
    const onReview = vi.fn()
    const onKeep = vi.fn()
    render(
      <KeepWarningDialog
        pending={pending}
        onReview={onReview}
        onKeep={onKeep}
        returnFocusTo={{ current: null }}
      />,
    )
    return { onReview, onKeep, user: userEvent.setup() }
  }

  it('says only the counts that are not zero, with labelled choices', async () => {
    const { onKeep, user } = renderDialog({ noPrice: 0, toCheck: 2 })
    const dialog = screen.getByRole('dialog', { name: '¿Guardar el menú así?' })
    expect(dialog).toHaveAccessibleDescription('2 por revisar')
    await user.click(screen.getByRole('button', { name: 'Guardar así' }))
    expect(onKeep).toHaveBeenCalledTimes(1)
  })

  it('stays closed when nothing is left to review', () => {
    renderDialog(null)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
