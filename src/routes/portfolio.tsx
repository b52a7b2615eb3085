import { createFileRoute } from '@tanstack/react-router'
import { PortfolioPreview } from '@/features/projects/PortfolioPreview'

export const Route = createFileRoute('/portfolio')({ component: PortfolioPreview })
