import { createFileRoute } from '@tanstack/react-router'
import { PageFrame } from '@/features/shell/PageFrame'

export const Route = createFileRoute('/auth/callback')({ component: AuthCallbackPage })

function AuthCallbackPage() {
  return <PageFrame title="Signing you in…" />
}
