import { useRouter, useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { readSession } from '@/api/session'
import { lazyComponent } from '@/lib/lazyComponent'
import { useStore } from '@/lib/useStore'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { checklistModal, checklistOpen } from './checklistModal'

export const checklistDialog = lazyComponent(() =>
  import('./ChecklistModal').then((module) => module.ChecklistModal),
)

const isClosed = () => false

function OpenChecklist({ onClose }: { onClose: () => void }) {
  const [Modal] = useState(checklistDialog.current)
  return (
    <Suspense fallback={null}>
      <Modal onClose={onClose} />
    </Suspense>
  )
}

/** Open while its session entry says so: after a reload, and back from the X sign-in it was left for. */
export function ChecklistHost() {
  const hydrated = useHydrated()
  const open = useStore(checklistOpen, isClosed)
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
