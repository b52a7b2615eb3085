/** Spec section 3: a navigation item. */
export interface NavItem {
  path: '/yarmerboard' | '/pre-yarms' | '/yarms' | '/my-referrals' | '/portfolio'
  label: string
  disabled: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/yarmerboard', label: 'Yarmerboard', disabled: false },
  { path: '/pre-yarms', label: 'Pre-Yarms', disabled: false },
  { path: '/yarms', label: 'Yarms', disabled: false },
  { path: '/my-referrals', label: 'My Referrals', disabled: false },
  // Portfolio is off for everyone for now (spec section 6).
  { path: '/portfolio', label: 'Portfolio', disabled: true },
]

/** Spec section 2: the active link is the one whose path the current route starts with. */
export function isActivePath(pathname: string, itemPath: string): boolean {
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`)
}
