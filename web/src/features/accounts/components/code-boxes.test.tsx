import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { CodeBoxes } from './code-boxes.tsx'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <CodeBoxes value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  )
}

const boxes = () => screen.getAllByRole('textbox')

describe('CodeBoxes', () => {
  it('shows four labelled one-character boxes', () => {
    render(<Harness />)
    expect(boxes()).toHaveLength(4)
    for (const box of boxes()) expect(box).toHaveAttribute('maxLength', '1')
    expect(boxes()[0]).toHaveAccessibleName(/1/)
  })

  it('moves to the next box as digits are typed, and ignores letters', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('1a2')
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('34')
    expect(screen.getByRole('status')).toHaveTextContent('1234')
  })

  it('moves on when a digit is typed over the same digit', async () => {
    const user = userEvent.setup()
    render(<Harness initial="7272" />)
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('7271')
    expect(screen.getByRole('status')).toHaveTextContent('7271')
  })

  it('goes back and clears the box before on Backspace in an empty box', async () => {
    const user = userEvent.setup()
    render(<Harness initial="12" />)
    await user.click(boxes()[2] as HTMLElement)
    await user.keyboard('{Backspace}')
    expect(boxes()[1]).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(/^1$/)
  })

  it('fills every box from a pasted code', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(boxes()[0] as HTMLElement)
    await user.paste('98 76')
    expect(screen.getByRole('status')).toHaveTextContent('9876')
    expect(boxes()[3]).toHaveFocus()
  })
})
