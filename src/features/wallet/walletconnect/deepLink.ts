import { isWalletLink } from '../state/savedEntries'

export type LinkKind = 'universal' | 'scheme'

export function linkKind(href: string): LinkKind {
  return /^https:\/\//i.test(href) ? 'universal' : 'scheme'
}

/**
 * Must run inside the tap's handler with no await before it: iOS follows a link only from a user gesture.
 * A universal link goes through a detached `target=_blank` anchor (iOS hands it to the app without losing
 * this page); an app scheme through a location change, which leaves the page in place.
 */
export function openWalletLink(href: string): boolean {
  if (!isWalletLink(href)) return false
  if (linkKind(href) === 'universal') {
    const anchor = document.createElement('a')
    anchor.href = href
    anchor.target = '_blank'
    anchor.rel = 'noopener noreferrer'
    anchor.click()
  } else {
    window.location.href = href
  }
  return true
}
