import type { ErrorComponentProps } from '@tanstack/react-router'
import { errorMessage } from '@/api/errorMessage'
import { Button } from '@/ui/Button/Button'
import { PageFrame } from './PageFrame'

/** The last line of defence: a page that failed to render says so and offers to try again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <PageFrame title="Something went wrong" lead={errorMessage(error)}>
      <div>
        <Button onClick={reset}>Try again</Button>
      </div>
    </PageFrame>
  )
}
