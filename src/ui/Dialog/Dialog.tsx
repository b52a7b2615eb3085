import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { trapTabKey } from '../focus'
import { useScrollLock } from '../hooks/useScrollLock'
import * as styles from './Dialog.css'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  hideTitle?: boolean
  placement?: 'center' | 'bottom'
  /** Accessible name of the close button; "Close" in the active language by default. */
  closeLabel?: string
  className?: string
  children: ReactNode
  leading?: ReactNode
  bodyClassName?: string
}

/** The opener of a dialog that just closed, while its focus return waits for the end of the tap. */
let focusHandoff: HTMLElement | null = null

/** On the native <dialog>, which makes the rest of the page inert; we add the Tab cycle, Escape and backdrop close, scroll lock and focus return. */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  placement = 'center',
  closeLabel,
  className,
  children,
  leading,
  bodyClassName,
}: DialogProps) {
  const { t } = useI18n()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  useScrollLock(open)

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    // A dialog opened in the tap that closed another (the menu sheet's Connect Wallet) returns focus
    // where that one would have, and takes its place: focus moves once, not to the opener and back.
    const opener =
      focusHandoff ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null)
    focusHandoff = null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      // Return focus where it came from, unless the opener has gone (e.g. the page changed), once the
      // tap's other changes are in (each move of focus restyles the whole page).
      focusHandoff = opener
      queueMicrotask(() => {
        if (focusHandoff !== opener) return
        focusHandoff = null
        if (opener?.isConnected) opener.focus()
      })
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    return () => dialog.removeEventListener('cancel', onCancel)
  }, [open])

  if (!open) return null

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog[placement]}${className ? ` ${className}` : ''}`}
      onKeyDown={(event) => {
        if (ref.current) trapTabKey(event, ref.current)
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          {leading}
          <h2 id={titleId} className={styles.title} hidden={hideTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel ?? t('common.close')}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={`${styles.body}${bodyClassName ? ` ${bodyClassName}` : ''}`}>{children}</div>
      </div>
    </dialog>
  )
}
