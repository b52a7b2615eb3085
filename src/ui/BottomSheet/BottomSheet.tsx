import type { ReactNode } from 'react'
import { Dialog } from '../Dialog/Dialog'

export interface BottomSheetProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  hideTitle?: boolean
  /** Class of the scroll area, for a maximum height. */
  bodyClassName?: string
  children: ReactNode
}

/** A modal sheet that rises from the bottom edge, for phones and narrow windows. */
export function BottomSheet(props: BottomSheetProps) {
  return <Dialog {...props} placement="bottom" />
}
