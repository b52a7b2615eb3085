import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dropdown } from './Dropdown'

const options = [
  { key: '7d', label: '7D' },
  { key: '30d', label: '30D' },
  { key: '3m', label: '3M' },
  { key: 'all', label: 'All' },
] as const

function Harness({ onSelect }: { onSelect: (key: string) => void }) {
  const [value, setValue] = useState<string>('7d')
  return (
    <>
      <Dropdown
        label="Timeframe"
        options={options}
        value={value}
        onSelect={(key) => {
          onSelect(key)
          setValue(key)
        }}
      />
      <button type="button">outside</button>
    </>
  )
}

describe('Dropdown', () => {
  it('opens and closes on click', async () => {
    const user = userEvent.setup()
    render(<Harness onSelect={() => {}} />)
    const trigger = screen.getByRole('button', { name: 'Timeframe: 7D' })
    await user.click(trigger)
    expect(screen.getByRole('listbox', { name: 'Timeframe' })).toBeInTheDocument()
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await user.click(trigger)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('does nothing when the selected option is chosen', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Timeframe: 7D' }))
    await user.click(screen.getByRole('option', { name: /7D/ }))
    expect(onSelect).not.toHaveBeenCalled()
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  it('reports the key of another option and closes', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    await user.click(screen.getByRole('button', { name: 'Timeframe: 7D' }))
    await user.click(screen.getByRole('option', { name: '3M' }))
    expect(onSelect).toHaveBeenCalledWith('3m')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Timeframe: 3M' })).toHaveFocus()
  })

  it('closes on an outside click', async () => {
    const user = userEvent.setup()
    render(<Harness onSelect={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Timeframe: 7D' }))
    await user.click(screen.getByRole('button', { name: 'outside' }))
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('works as a listbox from the keyboard', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    render(<Harness onSelect={onSelect} />)
    screen.getByRole('button', { name: 'Timeframe: 7D' }).focus()
    await user.keyboard('{ArrowDown}')
    const listbox = screen.getByRole('listbox')
    expect(listbox).toHaveFocus()
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /7D/ }).id)
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '3M' }).id)
    await user.keyboard('{End}')
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'All' }).id)
    await user.keyboard('{Home}3')
    expect(listbox).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '30D' }).id)
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('30d')
    expect(screen.getByRole('button', { name: 'Timeframe: 30D' })).toHaveFocus()

    await user.keyboard('{ArrowDown}')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Timeframe: 30D' })).toHaveFocus()
  })

  it('becomes a bottom sheet on small screens', async () => {
    const user = userEvent.setup()
    const width = window.innerWidth
    window.innerWidth = 375
    try {
      render(<Harness onSelect={() => {}} />)
      await user.click(screen.getByRole('button', { name: 'Timeframe: 7D' }))
      const sheet = screen.getByRole('dialog', { name: 'Timeframe' })
      expect(sheet).toContainElement(screen.getByRole('listbox'))
      expect(document.documentElement.style.overflow).toBe('hidden')
      await user.click(screen.getByRole('option', { name: 'All' }))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(document.documentElement.style.overflow).toBe('')
    } finally {
      window.innerWidth = width
    }
  })
})
