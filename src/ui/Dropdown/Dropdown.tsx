import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { BottomSheet } from '../BottomSheet/BottomSheet'
import { useIsSmallScreen } from '../hooks/useIsSmallScreen'
import * as styles from './Dropdown.css'

export interface DropdownOption<K extends string = string> {
  key: K
  label: string
}

export interface DropdownProps<K extends string = string> {
  label: string
  options: readonly DropdownOption<K>[]
  value: K
  onSelect: (key: K) => void
  /** Number of rows the popup shows before it scrolls; sets its height to rows × 28px + 8px. */
  count?: number
  disabled?: boolean
}

/** Spec sections 2 and 4: a popup listbox on wide screens, a bottom sheet on small ones. */
export function Dropdown<K extends string>({
  label,
  options,
  value,
  onSelect,
  count,
  disabled,
}: DropdownProps<K>) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(0)
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const isSmall = useIsSmallScreen()
  const selected = options.find((option) => option.key === value)
  const listId = `${id}-list`

  const openList = (
    index = Math.max(
      0,
      options.findIndex((option) => option.key === value),
    ),
  ) => {
    setActiveIndex(index)
    setOpen(true)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) triggerRef.current?.focus()
  }
  const choose = (key: K) => {
    if (key === value) return
    onSelect(key)
    close(true)
  }

  useEffect(() => {
    if (!open) return
    listRef.current?.focus()
    if (isSmall) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, isSmall])

  useEffect(() => {
    if (open)
      listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [open, activeIndex])

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      openList()
    }
  }

  const onListKeyDown = (event: KeyboardEvent) => {
    const next = nextIndex(event.key, activeIndex, options.length - 1)
    if (next !== undefined) {
      event.preventDefault()
      setActiveIndex(next)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      const option = options[activeIndex]
      if (option) choose(option.key)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') {
      setOpen(false)
    } else if (event.key.length === 1) {
      const letter = event.key.toLowerCase()
      const order = [...options.slice(activeIndex + 1), ...options.slice(0, activeIndex + 1)]
      const match = order.find((option) => option.label.toLowerCase().startsWith(letter))
      if (match) setActiveIndex(options.indexOf(match))
    }
  }

  const list = (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={label}
      tabIndex={-1}
      aria-activedescendant={`${id}-option-${activeIndex}`}
      className={isSmall ? styles.sheetList : styles.popup}
      style={
        !isSmall && count
          ? assignInlineVars({
              [styles.popupHeightVar]: `${count * styles.ITEM_HEIGHT + styles.COUNT_PADDING}px`,
            })
          : undefined
      }
      onKeyDown={onListKeyDown}
    >
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles keys for its options (aria-activedescendant)
        // biome-ignore lint/a11y/useFocusableInteractive: options are not tab stops; the listbox holds focus
        <div
          key={option.key}
          id={`${id}-option-${index}`}
          data-index={index}
          role="option"
          aria-selected={option.key === value}
          data-active={index === activeIndex}
          className={isSmall ? styles.sheetOption : styles.option}
          onClick={() => choose(option.key)}
          onPointerMove={() => setActiveIndex(index)}
        >
          <span>{option.label}</span>
          {option.key === value && <span aria-hidden="true">✓</span>}
        </div>
      ))}
    </div>
  )

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`${label}: ${selected?.label ?? ''}`}
        disabled={disabled}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onTriggerKeyDown}
      >
        <span>{selected?.label}</span>
        <span className={styles.chevron} aria-hidden="true">
          ▾
        </span>
      </button>
      {open && !isSmall && list}
      {isSmall && (
        <BottomSheet open={open} onClose={() => close(false)} title={label}>
          {list}
        </BottomSheet>
      )}
    </div>
  )
}

function nextIndex(key: string, current: number, last: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last)
    case 'ArrowUp':
      return Math.max(current - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}
