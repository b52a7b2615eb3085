import { useEffect } from 'react'
import { useUserInfo } from '@/features/auth/useUserInfo'
import { useI18n } from '@/i18n/useI18n'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { LoadError } from '@/ui/LoadError/LoadError'
import { ChecklistButton } from './ChecklistButton'
import * as styles from './HomePage.css'
import { inviteDraftStore } from './inviteDraft'
import { YarmerSummary } from './YarmerSummary'

export interface HomePageProps {
  inviteCode?: string
}

export function HomePage({ inviteCode }: HomePageProps) {
  const { t } = useI18n()
  // Kept for the tab, so the code is still there after signing in or verifying from another page.
  useEffect(() => {
    if (inviteCode) inviteDraftStore.write(inviteCode)
  }, [inviteCode])
  const hydrated = useHydrated()
  const { data: user, isError, error, refetch, isFetching } = useUserInfo()
  return (
    <div className={styles.hero}>
      <h1 className={styles.tagline}>{t('home.tagline')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      {hydrated && isError && (
        <LoadError error={error} onRetry={() => void refetch()} retrying={isFetching} />
      )}
      {hydrated && user?.status === 'activated' ? (
        <YarmerSummary user={user} />
      ) : (
        <ChecklistButton placement="page" />
      )}
    </div>
  )
}
