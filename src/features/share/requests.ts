import { localeDir } from '@/i18n/locales'
import type { I18n } from '@/i18n/useI18n'
import { formatDateTime, formatNumber, shortenNumber } from '@/lib/format'
import { isolate } from './content'
import type { ShareRequest } from './ShareDialog'
import '@/i18n/lazy/share'

/** Built from what the pages show: an X handle, never a wallet address (card.ts refuses one anyway). */

export interface RankShare {
  xHandle: string
  rank: number
  rankChange: number
  score: number
  timeframe: string
  /** When the board was last computed: the card names that week. */
  updatedAt: string
  /** The post's text, as the page's "Share on X" already words it. */
  text: string
}

function movement({ t, tn }: I18n, change: number): string {
  if (change > 0) return tn<'share.rankUp_other'>('share.rankUp', change, { count: change })
  if (change < 0) return tn<'share.rankDown_other'>('share.rankDown', -change, { count: -change })
  return t('share.rankSame')
}

export function rankShareRequest(i18n: I18n, share: RankShare): ShareRequest {
  const { t, locale } = i18n
  const week = formatDateTime(share.updatedAt, locale, { month: 'short', day: 'numeric' })
  const content = {
    eyebrow: t('share.rankEyebrow', { timeframe: share.timeframe, week }),
    headline: t('share.rankHeadline', { rank: formatNumber(share.rank, locale) }),
    lines: [
      isolate(t('share.handle', { handle: share.xHandle })),
      movement(i18n, share.rankChange),
      t('share.score', { score: shortenNumber(share.score, locale) }),
    ],
    xHandle: share.xHandle,
    footer: t('shell.footerTagline'),
    dir: localeDir(locale),
  }
  return {
    title: t('share.shareRank'),
    content,
    summary: [content.headline, ...content.lines, content.eyebrow].join(' · '),
    text: share.text,
    fileName: 'yarm-rank.png',
  }
}

export interface VoteShare {
  xHandle: string
  projectName: string
  url: string
}

export function voteShareRequest(i18n: I18n, share: VoteShare): ShareRequest {
  const { t, locale } = i18n
  const content = {
    eyebrow: t('share.voteEyebrow'),
    headline: t('share.voteHeadline', { project: isolate(share.projectName) }),
    lines: [isolate(t('share.handle', { handle: share.xHandle }))],
    xHandle: share.xHandle,
    footer: t('shell.footerTagline'),
    dir: localeDir(locale),
  }
  return {
    title: t('share.shareVote'),
    content,
    summary: [content.headline, ...content.lines].join(' · '),
    text: t('share.voteShareText', { project: share.projectName, url: share.url }),
    fileName: 'yarm-vote.png',
  }
}

export interface PositionShare {
  xHandle: string
  projectName: string
  /** The position, formatted for the language, with its symbol: shown only if the person chooses. */
  amount: string
  symbol: string
  url: string
}

/** "I'm in the … Yarm": without the amount, and with it as the alternative the dialog offers. */
export function positionShareRequest(i18n: I18n, share: PositionShare): ShareRequest {
  const { t, locale } = i18n
  const request = (withAmount: boolean): ShareRequest => {
    const content = {
      eyebrow: t('share.positionEyebrow'),
      headline: t('share.positionHeadline', { project: isolate(share.projectName) }),
      lines: [
        isolate(t('share.handle', { handle: share.xHandle })),
        ...(withAmount ? [t('share.positionAmount', { amount: share.amount, symbol: share.symbol })] : []),
      ],
      xHandle: share.xHandle,
      footer: t('shell.footerTagline'),
      dir: localeDir(locale),
    }
    return {
      title: t('share.sharePosition'),
      content,
      summary: [content.headline, ...content.lines].join(' · '),
      text: t('share.positionShareText', { project: share.projectName, url: share.url }),
      fileName: 'yarm-position.png',
    }
  }
  return { ...request(false), withAmount: request(true) }
}
