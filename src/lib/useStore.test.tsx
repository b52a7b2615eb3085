import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createStore } from './createStore'
import { useStore } from './useStore'

const person = createStore({ name: 'Ada', count: 1 })

function Shown() {
  const name = useStore(person, undefined, (value) => value.name)
  const { count } = useStore(person)
  return <p>{`${name} ${count}`}</p>
}

describe('useStore', () => {
  it('renders the store’s value, and the part a selector picks, as they change', () => {
    render(<Shown />)
    expect(screen.getByText('Ada 1')).toBeTruthy()
    act(() => person.set({ name: 'Grace', count: 2 }))
    expect(screen.getByText('Grace 2')).toBeTruthy()
  })
})
