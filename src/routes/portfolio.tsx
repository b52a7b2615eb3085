import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/portfolio')({ component: PortfolioPage })

function PortfolioPage() {
  return (
    <PageFrame
      title="Portfolio · Coming Soon"
      lead="Your positions across Yarms, allocations earned from your ranking, yield and rewards will all appear here."
    />
  )
}
