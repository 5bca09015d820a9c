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

  it('takes letters and digits, in capitals, moving to the next box; look-alikes and symbols are ignored', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('a0-7')
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('Ok3')
    expect(screen.getByRole('status')).toHaveTextContent('A7K3')
    expect(boxes()[0]).toHaveValue('A')
  })

  it('lets the phone offer letters, not a number pad', () => {
    render(<Harness />)
    for (const box of boxes()) expect(box).toHaveAttribute('inputmode', 'text')
  })

  it('moves on when a digit is typed over the same digit', async () => {
    const user = userEvent.setup()
    render(<Harness initial="7K7K" />)
    await user.click(boxes()[0] as HTMLElement)
    await user.keyboard('7k72')
    expect(screen.getByRole('status')).toHaveTextContent('7K72')
  })

  it('goes back and clears the box before on Backspace in an empty box', async () => {
    const user = userEvent.setup()
    render(<Harness initial="2B" />)
    await user.click(boxes()[2] as HTMLElement)
    await user.keyboard('{Backspace}')
    expect(boxes()[1]).toHaveFocus()
    expect(screen.getByRole('status')).toHaveTextContent(/^2$/)
  })

  it('fills every box from a pasted code', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(boxes()[0] as HTMLElement)
    await user.paste('x9 b-76')
    expect(screen.getByRole('status')).toHaveTextContent('X9B7')
    expect(boxes()[3]).toHaveFocus()
  })
})
