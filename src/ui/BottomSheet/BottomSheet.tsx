import type { ReactNode } from 'react'
import { Dialog } from '../Dialog/Dialog'

export interface BottomSheetProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  hideTitle?: boolean
  bodyClassName?: string
  children: ReactNode
}

export function BottomSheet(props: BottomSheetProps) {
  return <Dialog {...props} placement="bottom" />
}
