import { useUserInfo } from '@/features/auth/useUserInfo'
import { LoadError } from '@/features/boards/LoadError'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { ActivationChecklist } from './ActivationChecklist'
import * as styles from './HomePage.css'
import { YarmerSummary } from './YarmerSummary'

/** Home: what Yarm is, then the user's way in (the activation checklist) or their standing. */
export function HomePage() {
  const hydrated = useHydrated()
  const { data: user, isError, error, refetch, isFetching } = useUserInfo()
  return (
    <div className={styles.hero}>
      <h1 className={styles.tagline}>Your Voice becomes Your Yield</h1>
      <p className={styles.lead}>
        Post on X about the projects you believe in. Yarm's AI ranks your mindshare every week, and the top
        Yarmers unlock allocations in capped liquidity pools.
      </p>
      {hydrated && isError && (
        <LoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      )}
      {hydrated && user?.status === 'activated' ? (
        <YarmerSummary user={user} />
      ) : (
        <ActivationChecklist user={hydrated ? user : undefined} />
      )}
    </div>
  )
}
