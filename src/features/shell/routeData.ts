import { preYarmsUrl } from '@/api/projects'
import { yarmerboardUrl } from '@/api/yarmerboard'
import { BOARD_SEARCH_DEFAULTS } from '@/features/boards/boardSearch'
import { BOARD_PAGE_SIZE } from '@/features/boards/queries'
import { PRE_YARM_SEARCH_DEFAULTS } from '@/features/projects/search'

/**
 * Preloaded by the prerendered page, so the request starts as the HTML is read. Only what does not depend on
 * who is looking: /yarms is left out, since signed in it asks with the user's token.
 */
export function routeDataUrls(pathname: string): string[] {
  switch (pathname) {
    case '/yarmerboard': {
      const { timeframe, page, search } = BOARD_SEARCH_DEFAULTS
      return [yarmerboardUrl({ timeframe, page, pageSize: BOARD_PAGE_SIZE, search })]
    }
    case '/pre-yarms':
      return [preYarmsUrl(PRE_YARM_SEARCH_DEFAULTS.sort)]
    default:
      return []
  }
}

/**
 * Such pages load public/warm-intl.js, which has the browser load its formatting data while the app's code
 * is on its way: the first Intl formatter costs about 100 ms on a 4x slower phone.
 */
export function routeShowsFigures(pathname: string): boolean {
  return pathname === '/yarmerboard' || pathname === '/pre-yarms' || pathname === '/yarms'
}
