import { useRouter, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { readSession } from '@/api/session'
import { lazyComponent } from '@/lib/lazyComponent'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { checklistModal } from './checklistModal'

/** The modal's code (its steps, their texts, the activation form) comes only when it opens. */
export const checklistDialog = lazyComponent(() =>
  import('./ChecklistModal').then((module) => module.ChecklistModal),
)

const isClosed = () => false

/** One opening of the check-list modal, its component chosen once so it is never swapped while open. */
function OpenChecklist({ onClose }: { onClose: () => void }) {
  const [Modal] = useState(checklistDialog.current)
  return (
    <Suspense fallback={null}>
      <Modal onClose={onClose} />
    </Suspense>
  )
}

/**
 * The check-list modal on every page, open while its session entry says so: after a reload, and back
 * from the X sign-in it was left for. Closing it lands on the page it was opened on.
 */
export function ChecklistHost() {
  const hydrated = useHydrated()
  const open = useSyncExternalStore(checklistModal.subscribe, checklistModal.isOpen, isClosed)
  const router = useRouter()
  const location = useRouterState({ select: (state) => state.location })
  const here = `${location.pathname}${location.searchStr}`
  useEffect(() => {
    checklistModal.resume(location.pathname, readSession().xHandle ?? null)
  }, [location.pathname])
  // The callback page moves on at once, to the page the sign-in started from.
  if (!hydrated || !open || location.pathname === '/auth/callback') return null
  const close = () => {
    const to = checklistModal.close()
    if (to !== here) router.history.push(to)
  }
  return <OpenChecklist onClose={close} />
}
