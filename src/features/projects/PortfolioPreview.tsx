import { Link } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'
import * as styles from './PortfolioPreview.css'

const COMING = [
  { title: 'Positions across Yarms', text: 'What you hold in each Yarm, on every chain, and its value now.' },
  {
    title: 'Allocations',
    text: 'The allocation your Yarmerboard rank unlocks in each Yarm, and how much you filled.',
  },
  { title: 'Yield', text: 'Base and bonus APY earned per position, and your withdrawal dates.' },
  { title: 'Rewards', text: 'Referral and campaign rewards in one place, with what is ready to claim.' },
] as const

/** Portfolio is off for everyone for now (spec section 6); this says what it will hold. */
export function PortfolioPreview() {
  return (
    <PageFrame
      title="Portfolio · Coming Soon"
      lead="Everything you hold and earn on Yarm, in one place. Here is what will appear."
    >
      <ul className={styles.list}>
        {COMING.map((item) => (
          <li key={item.title} className={styles.item}>
            <h2 className={styles.title}>{item.title}</h2>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
      <p className={styles.meanwhile}>
        Until then, follow live pools on{' '}
        <Link to="/yarms" className={styles.link}>
          Yarms
        </Link>{' '}
        and your referral rewards on{' '}
        <Link to="/my-referrals" className={styles.link}>
          My Referrals
        </Link>
        .
      </p>
    </PageFrame>
  )
}
