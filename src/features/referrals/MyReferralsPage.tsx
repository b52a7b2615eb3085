import { useQuery } from '@tanstack/react-query'
import { startSignIn } from '@/features/auth/signIn'
import { useSession } from '@/features/auth/useSession'
import { PageFrame } from '@/features/shell/PageFrame'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { useHydrated } from '@/ui/hooks/useHydrated'
import { QueryError } from '@/ui/LoadError/LoadError'
import { Skeleton } from '@/ui/Skeleton/Skeleton'
import { InvitedByCard } from './InvitedByCard'
import * as styles from './MyReferralsPage.css'
import { referralQueries } from './queries'
import { ReferralCodeCard } from './ReferralCodeCard'
import { ReferralStats } from './ReferralStats'
import { ReferralTable } from './ReferralTable'
import { RewardsPanel } from './RewardsPanel'
import type { ReferralSearch } from './search'
import '@/i18n/lazy/referrals'

export interface MyReferralsPageProps {
  search: ReferralSearch
  onSearchChange: (patch: Partial<ReferralSearch>) => void
}

export function MyReferralsPage({ search, onSearchChange }: MyReferralsPageProps) {
  // The prerendered HTML is signed out and has no data: the session is read once the page is live.
  const { t } = useI18n()
  const hydrated = useHydrated()
  return (
    <PageFrame title={t('referrals.title')} lead={t('referrals.lead')}>
      {/* A viewport high at least, before hydration and after: the footer stays below the fold while the
          skeleton gives way to the sign-in prompt or the referrals, so nothing on screen moves. */}
      <div className={styles.region}>
        {hydrated ? <Referrals search={search} onSearchChange={onSearchChange} /> : <PageSkeleton />}
      </div>
    </PageFrame>
  )
}

function Referrals({ search, onSearchChange }: MyReferralsPageProps) {
  const { t } = useI18n()
  const session = useSession()
  if (session.status !== 'signedIn' || !session.xId) {
    return (
      <section className={styles.prompt} aria-label={t('referrals.signIn')}>
        <p className={styles.cardTitle}>{t('referrals.promptTitle')}</p>
        <p className={styles.muted}>{t('referrals.promptText')}</p>
        {/* startSignIn remembers this page, so sign-in comes back here. */}
        <Button onClick={() => void startSignIn()}>{t('referrals.promptAction')}</Button>
      </section>
    )
  }
  return <SignedIn xId={session.xId} page={search.page} onPage={(page) => onSearchChange({ page })} />
}

function SignedIn({ xId, page, onPage }: { xId: string; page: number; onPage: (page: number) => void }) {
  const info = useQuery(referralQueries.info(xId))
  return (
    <div className={styles.layout}>
      {/* A failed refresh keeps the saved copy on screen, under the reason it may be old. */}
      {info.isError && info.data && <QueryError query={info} />}
      {info.isPending ? (
        <div className={styles.top} aria-busy="true">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      ) : !info.data ? (
        <QueryError query={info} />
      ) : (
        <>
          <div className={styles.top}>
            <ReferralCodeCard info={info.data} />
            <InvitedByCard xId={xId} referredBy={info.data.referredBy} />
          </div>
          <ReferralStats info={info.data} />
        </>
      )}
      <div className={styles.bottom}>
        <ReferralTable xId={xId} page={page} onPage={onPage} />
        <RewardsPanel xId={xId} />
      </div>
    </div>
  )
}

function PageSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <Skeleton height={160} />
      <Skeleton height={240} />
    </div>
  )
}
