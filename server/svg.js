// @ts-check
import { hashString } from './data/prng.js'
import { escapeMarkup } from './markup.js'

/**
 * A round avatar with the handle's initials on a colour picked by the handle's hash, so the same
 * person always looks the same.
 * @param {string} xHandle
 */
export function avatarSvg(xHandle) {
  const hash = hashString(xHandle.toLowerCase())
  const hue = hash % 360
  const letters = xHandle.replace(/^(0x|_+)/i, '').replace(/_/g, '') || xHandle
  const initials = escapeMarkup(letters.slice(0, 2).toUpperCase())
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="@${escapeMarkup(xHandle)}">
<rect width="128" height="128" fill="hsl(${hue} 55% 42%)"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">${initials}</text>
</svg>
`
}

/**
 * A project logo: a rounded square in the project's colours with a simple mark and its initial.
 * @param {{ name: string, colors: readonly [string, string] }} project
 */
export function logoSvg(project) {
  const [dark, light] = project.colors
  const initial = escapeMarkup(project.name.charAt(0).toUpperCase())
  const rotation = hashString(project.name) % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeMarkup(project.name)} logo">
<rect width="96" height="96" rx="22" fill="${dark}"/>
<circle cx="48" cy="48" r="30" fill="none" stroke="${light}" stroke-width="6" stroke-dasharray="120 69" transform="rotate(${rotation} 48 48)"/>
<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="34" font-weight="700" fill="${light}">${initial}</text>
</svg>
`
}
