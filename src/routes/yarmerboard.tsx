import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/yarmerboard')({ component: YarmerboardPage })

function YarmerboardPage() {
  return <PageFrame title="Yarmerboard" lead="Creators ranked weekly by AI-scored mindshare on X." />
}
