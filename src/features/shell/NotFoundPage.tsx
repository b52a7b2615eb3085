import { Link } from '@tanstack/react-router'
import { PageFrame } from './PageFrame'

export function NotFoundPage() {
  return (
    <PageFrame
      title="Page not found"
      lead="There is nothing at this address. It may have moved, or the link may be wrong."
    >
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </PageFrame>
  )
}
