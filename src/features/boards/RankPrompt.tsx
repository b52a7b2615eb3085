import { startSignIn } from '@/features/auth/signIn'
import { Button } from '@/ui/Button/Button'
import * as styles from './YouCard.css'

/** Signed out, the place of the You card: what signing in shows, and the way to do it. */
export function RankPrompt() {
  return (
    <section className={styles.card} aria-label="Your rank">
      <p className={styles.title}>Where do you rank?</p>
      <p className={styles.muted}>
        Connect your X account to pin your rank, score breakdown and the Yarmers around you here.
      </p>
      <Button className={styles.share} onClick={() => void startSignIn()}>
        Connect X to see your rank
      </Button>
    </section>
  )
}
