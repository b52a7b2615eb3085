import { breakpoints } from '@/styles/breakpoints'
import { useViewportWidth } from './useViewportWidth'

export function useIsSmallScreen(): boolean {
  const width = useViewportWidth()
  return width !== undefined && width <= breakpoints.small
}
