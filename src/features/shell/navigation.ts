import type { MessageKey } from '@/i18n/catalog'

/** Spec section 3: a navigation item. */
export interface NavItem {
  path: '/yarmerboard' | '/pre-yarms' | '/yarms' | '/my-referrals' | '/portfolio'
  labelKey: Extract<MessageKey, `shell.nav${string}`>
  disabled: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/yarmerboard', labelKey: 'shell.navYarmerboard', disabled: false },
  { path: '/pre-yarms', labelKey: 'shell.navPreYarms', disabled: false },
  { path: '/yarms', labelKey: 'shell.navYarms', disabled: false },
  { path: '/my-referrals', labelKey: 'shell.navMyReferrals', disabled: false },
  // Portfolio is off for everyone for now (spec section 6).
  { path: '/portfolio', labelKey: 'shell.navPortfolio', disabled: true },
]

/** Spec section 2: the active link is the one whose path the current route starts with. */
export function isActivePath(pathname: string, itemPath: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`)
}
