import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/yarms')({ component: YarmsPage })

function YarmsPage() {
  return <PageFrame title="Yarms" lead="Capped liquidity pools unlocked by social ranking." />
}
