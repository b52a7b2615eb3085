import { preYarmsUrl } from '@/api/projects'
import { yarmerboardUrl } from '@/api/yarmerboard'
import { BOARD_SEARCH_DEFAULTS } from '@/features/boards/boardSearch'
import { BOARD_PAGE_SIZE } from '@/features/boards/queries'
import { PRE_YARM_SEARCH_DEFAULTS } from '@/features/projects/search'

/**
 * The public API answers a route shows at its plain address (no search), which its prerendered page
 * preloads (`<link rel="preload" as="fetch">`, scripts/prerender.ts): the request starts as the HTML
 * is read instead of after the app's code has loaded, and the page's own request takes the answer.
 * Only what does not depend on who is looking: /yarms is left out, since signed in it asks with the
 * user's token. A visit with another search (page 2) asks for its own and leaves the preload unused.
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
 * Whether the route's first screen shows figures and times from its data, formatted through Intl. Its
 * prerendered page loads public/warm-intl.js (scripts/prerender.ts), which has the browser load its
 * formatting data once the page is painted, while the app's code is still on its way: the first Intl
 * formatter of a page costs about 100 ms on a 4x slower phone, which the first render would otherwise
 * spend before it draws the rows. Pages without figures (home, portfolio, a signed-out My Referrals)
 * neither fetch the script nor pay the cost.
 */
export function routeShowsFigures(pathname: string): boolean {
  return pathname === '/yarmerboard' || pathname === '/pre-yarms' || pathname === '/yarms'
}
