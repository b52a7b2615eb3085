// @ts-check
import { DEMO_ACCOUNTS } from '../data/accounts.js'
import { content } from '../http.js'
import { escapeMarkup } from '../markup.js'

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(28rem, 100% - 2rem); padding: 2rem 0; }
  h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
  p { margin: 0 0 1.5rem; line-height: 1.5; }
  ul { list-style: none; margin: 0 0 1.5rem; padding: 0; display: grid; gap: .5rem; }
  li { display: flex; align-items: center; gap: .75rem; padding: .5rem .75rem; border: 1px solid GrayText; border-radius: .75rem; }
  img { width: 40px; height: 40px; border-radius: 50%; background: #cfe9ee; }
  .who { flex: 1; display: grid; font-size: .875rem; }
  button { font: inherit; font-weight: 600; padding: .5rem .9rem; border-radius: 999px; border: 0; background: #111; color: #fff; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d9bf0; outline-offset: 2px; }
  @media (prefers-color-scheme: dark) { button { background: #eee; color: #111; } }
`

/**
 * @param {string} title
 * @param {string} main
 * @param {number} [status]
 */
function page(title, main, status = 200) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeMarkup(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`
  return content('text/html; charset=utf-8', html, { 'cache-control': 'no-store' }, status)
}

/**
 * The stand-in for X's consent screen. Each account is a real submit button named after the handle
 * ("Sign in as @alice_yaps") so that people and tests can find it by role and name.
 * @param {string} state
 */
export function authorizePage(state) {
  const accounts = DEMO_ACCOUNTS.map((account) => {
    const handle = escapeMarkup(account.xHandle)
    return `<li>
  <img src="/avatar/twitter/${handle}" alt="" width="40" height="40">
  <span class="who" id="who-${handle}"><strong>${escapeMarkup(account.xName)}</strong><span>${escapeMarkup(account.summary)}</span></span>
  <button type="submit" name="xHandle" value="${handle}" aria-describedby="who-${handle}">Sign in as @${handle}</button>
</li>`
  }).join('\n')
  const cancel = `/v1/auth/x_callback?${new URLSearchParams({ state, error: 'access_denied' })}`
  return page(
    'Authorize Yarm to access your X account',
    `<h1>Authorize Yarm to access your X account</h1>
<p>This is the local stand-in for X. Choose a demo account to sign in with.</p>
<form method="post" action="/x/authorize">
<input type="hidden" name="state" value="${escapeMarkup(state)}">
<ul>
${accounts}
</ul>
</form>
<a href="${escapeMarkup(cancel)}">Cancel</a>`,
  )
}

/** `.env.demo` points the app's Docs link here, so that it leads somewhere offline too. */
export function docsPage() {
  return page(
    'Yarm docs (local stand-in)',
    `<h1>Yarm docs</h1>
<p>This is the local stand-in for the documentation site. The real docs are not available offline.</p>`,
  )
}

export function expiredPage() {
  return page(
    'Sign-in link expired',
    `<h1>This sign-in link has expired</h1>
<p>It was already used or is more than 10 minutes old. Go back to Yarm and choose Connect X again.</p>`,
    400,
  )
}
