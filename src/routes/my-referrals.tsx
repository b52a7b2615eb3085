import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/my-referrals')({ component: MyReferralsPage })

function MyReferralsPage() {
  return <PageFrame title="My Referrals" lead="Invite friends and follow their progress and your rewards." />
}
