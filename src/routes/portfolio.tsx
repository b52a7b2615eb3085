import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPreview } from '@/features/portfolio/PortfolioPreview'

export const Route = createFileRoute('/portfolio')({ component: PortfolioPreview })
