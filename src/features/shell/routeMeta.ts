import { config } from '@/config'

export const SITE_TITLE = 'Yarm | Your Voice becomes Your Yield'

const descriptions: Record<string, string> = {
  '/': 'Yarm is a socially driven liquidity platform: your posts on X earn you a place in capped yield pools.',
  '/yarmerboard': 'The weekly Yarmerboard: creators ranked by AI-scored mindshare on X.',
  '/pre-yarms': 'Vote for the candidate projects that should launch their Yarm next.',
  '/yarms': 'Live, upcoming and ended Yarms: capped liquidity pools unlocked by social ranking.',
  '/my-referrals': 'Invite friends to Yarm and follow their progress and your rewards.',
  '/portfolio': 'Your Yarm portfolio is coming soon.',
}

export interface RouteMeta {
  title: string
  description: string
  canonical: string
  /** The 1200x630 social share image, absolute. */
  image: string
}

export function routeMeta(pathname: string): RouteMeta {
  const path = pathname === '/' ? '/' : `/${pathname.split('/').filter(Boolean).join('/')}`
  return {
    title: SITE_TITLE,
    description: descriptions[path] ?? descriptions['/'] ?? '',
    canonical: `${config.siteUrl}${path}`,
    image: `${config.siteUrl}/og-image.png`,
  }
}
