import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/pre-yarms')({ component: PreYarmsPage })

function PreYarmsPage() {
  return <PageFrame title="Pre-Yarms" lead="Vote for the projects that should launch their Yarm next." />
}
