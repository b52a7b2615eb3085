import { config } from '@/config'
import { visuallyHidden } from '@/styles/utils.css'

export interface DocsLinkProps {
  className?: string
  onClick?: () => void
}

/** Spec section 2: the documentation, outside the app, in a new tab. */
export function DocsLink({ className, onClick }: DocsLinkProps) {
  return (
    <a
      className={className}
      href={config.docsUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      Docs <span aria-hidden="true">↗</span>
      <span className={visuallyHidden}>(opens in a new tab)</span>
    </a>
  )
}
