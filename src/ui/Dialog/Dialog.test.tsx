import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './Dialog'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Settings">
        <button type="button">First</button>
        <button type="button">Last</button>
      </Dialog>
    </>
  )
}

/** A menu sheet whose entry closes it and opens a modal in the same tap (the phone's Connect Wallet). */
function SheetHarness() {
  const [open, setOpen] = useState<'sheet' | 'modal' | null>(null)
  return (
    <>
      <button type="button" onClick={() => setOpen('sheet')}>
        Menu
      </button>
      <Dialog open={open === 'sheet'} onClose={() => setOpen(null)} title="Menu sheet">
        <button type="button" onClick={() => setOpen('modal')}>
          Connect
        </button>
      </Dialog>
      <Dialog open={open === 'modal'} onClose={() => setOpen(null)} title="Connect a Wallet">
        <button type="button">MetaMask</button>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opened in the tap that closed another: focus goes straight in, and back to the first opener at the end', async () => {
    const user = userEvent.setup()
    render(<SheetHarness />)
    const menu = screen.getByRole('button', { name: 'Menu' })
    await user.click(menu)
    const focusMenu = vi.spyOn(menu, 'focus')
    await user.click(screen.getByRole('button', { name: 'Connect' }))
    const modal = screen.getByRole('dialog', { name: 'Connect a Wallet' })
    // Every move of focus restyles the whole page: not to the menu button and back into the modal.
    expect(focusMenu).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog', { name: 'Menu sheet' })).not.toBeInTheDocument()
    expect(modal).toBeVisible()
    expect(menu).not.toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(focusMenu).toHaveBeenCalledTimes(1)
    expect(menu).toHaveFocus()
  })

  it('is named by its title, keeps Tab inside and returns focus to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    const dialog = screen.getByRole('dialog', { name: 'Settings' })
    screen.getByRole('button', { name: 'Last' }).focus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('closes on Escape (the dialog cancel event) and on a backdrop click', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Open' }))
    screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }))
    expect(await screen.findByRole('button', { name: 'Open' })).toHaveFocus()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Open' }))
    await user.click(screen.getByRole('dialog'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
