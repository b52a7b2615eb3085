import { breakpoints } from '@/styles/breakpoints'
import { useViewportWidth } from './useViewportWidth'

/** True at the spec's small breakpoint (600px) or below. */
export function useIsSmallScreen(): boolean {
  const width = useViewportWidth()
  return width !== undefined && width <= breakpoints.small
}
