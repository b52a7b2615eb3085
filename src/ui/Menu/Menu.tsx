import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import * as styles from './Menu.css'

export interface MenuItem {
  key: string
  label: ReactNode
  onSelect: () => void
}

export interface MenuProps {
  /** Renders the trigger; spread the props on a <button>. */
  trigger: (props: {
    'aria-haspopup': 'menu'
    'aria-expanded': boolean
    'aria-controls': string | undefined
    onClick: () => void
    onKeyDown: (event: KeyboardEvent) => void
    ref: React.Ref<HTMLButtonElement>
  }) => ReactNode
  label: string
  items: readonly MenuItem[]
  header?: ReactNode
}

/** A menu button (WAI-ARIA pattern): arrows move, Enter chooses, Escape and outside clicks close. */
export function Menu({ trigger, label, items, header }: MenuProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([])
  const [focusIndex, setFocusIndex] = useState(0)

  useEffect(() => {
    if (!open) return
    itemRefs.current[focusIndex]?.focus()
  }, [open, focusIndex])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = () => {
    setOpen(false)
    triggerRef.current?.focus()
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1
    if (event.key === 'ArrowDown') setFocusIndex((index) => (index >= last ? 0 : index + 1))
    else if (event.key === 'ArrowUp') setFocusIndex((index) => (index <= 0 ? last : index - 1))
    else if (event.key === 'Home') setFocusIndex(0)
    else if (event.key === 'End') setFocusIndex(last)
    else if (event.key === 'Escape') close()
    else if (event.key === 'Tab') setOpen(false)
    else return
    if (event.key !== 'Tab') event.preventDefault()
  }

  return (
    <div ref={rootRef} className={styles.root}>
      {trigger({
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-controls': open ? id : undefined,
        ref: triggerRef,
        onClick: () => {
          setFocusIndex(0)
          setOpen((value) => !value)
        },
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault()
            setFocusIndex(event.key === 'ArrowDown' ? 0 : items.length - 1)
            setOpen(true)
          }
        },
      })}
      {open && (
        <div
          id={id}
          role="menu"
          aria-label={label}
          className={styles.popup}
          onKeyDown={onMenuKeyDown}
          tabIndex={-1}
        >
          {header && (
            <div role="none" className={styles.header}>
              {header}
            </div>
          )}
          {items.map((item, index) => (
            <button
              key={item.key}
              ref={(node) => {
                itemRefs.current[index] = node
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              className={styles.item}
              onClick={() => {
                setOpen(false)
                triggerRef.current?.focus()
                item.onSelect()
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
