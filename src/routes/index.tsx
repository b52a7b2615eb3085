import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/features/home/HomePage'

export interface HomeSearch {
  /** An invite code from a friend's share link (`/?ref=CODE`), offered in the activation step. */
  ref?: string
}

export const Route = createFileRoute('/')({
  // Only a plausible code is kept; anything else in the link is ignored. `ref: undefined`, not `{}`:
  // the router merges the raw query under what this returns, so a missing key lets the raw value through.
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    typeof search.ref === 'string' && /^[A-Za-z0-9]{3,32}$/.test(search.ref)
      ? { ref: search.ref.toUpperCase() }
      : { ref: undefined },
  component: HomeRoute,
})

function HomeRoute() {
  const { ref } = Route.useSearch()
  return <HomePage inviteCode={ref} />
}
