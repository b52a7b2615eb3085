import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { AppShell } from '@/features/shell/AppShell'
import { NotFoundPage } from '@/features/shell/NotFoundPage'
import type { RouterContext } from '@/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

function RootLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  )
}
