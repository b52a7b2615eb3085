import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/')({ component: HomePage })

function HomePage() {
  return (
    <PageFrame
      title="Your Voice becomes Your Yield"
      lead="Post on X, climb the weekly Yarmerboard, and unlock allocations in capped liquidity pools."
    />
  )
}
