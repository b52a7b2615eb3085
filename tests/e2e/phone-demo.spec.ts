import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { testApi } from './fixtures/api'
import { signInWithX } from './fixtures/signIn'

/**
 * The phone flow as a newcomer tries it with two tabs (README, "Try the phone flow with two tabs"): the QR
 * step's Copy link in the app, the demo build's Phone wallet (demo) page in a second tab of the same browser
 * pasting it, approving the session through the local relay, then confirming what the app asks.
 */

test.setTimeout(90_000)

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

/** No serious or critical WCAG 2.1 AA violation on the page (the open prompt included). */
async function expectAccessible(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious).toEqual([])
}

/** Signs in, opens the connect modal on the desktop header, and copies Safe's WalletConnect link. */
async function copyLink(page: Page, handle: string): Promise<string> {
  await page.goto('/')
  await signInWithX(page, handle)
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await modal.getByRole('button', { name: 'Safe', exact: true }).click()
  const scan = page.getByRole('dialog', { name: 'Scan with Safe' })
  // The first URI loads the WalletConnect SDK, starts it and reaches the relay.
  await expect(scan.getByRole('img', { name: 'QR code to connect Safe' })).toBeVisible({ timeout: 20_000 })
  await scan.getByRole('button', { name: 'Copy link' }).click()
  await expect(scan.getByRole('button', { name: 'Copied!' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return copied
}

/** Opens the phone wallet page in a second tab and pastes the link. */
async function pasteInPhoneWallet(phone: Page, link: string) {
  await phone.goto('/phone-wallet')
  await expect(phone).toHaveTitle('Phone wallet (demo)')
  await expect(phone.getByRole('heading', { level: 1, name: 'Phone wallet (demo)' })).toBeVisible()
  await phone.getByRole('textbox', { name: 'WalletConnect link' }).fill(link)
  await phone.getByRole('button', { name: 'Connect', exact: true }).click()
}

test('Copy link, pasted in the phone wallet page in a second tab and approved there: connected, verify signed there', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const link = await copyLink(page, 'alice_yaps')

  const phone = await context.newPage()
  await pasteInPhoneWallet(phone, link)
  const proposal = phone.getByRole('dialog', { name: 'Phone wallet (demo)' })
  await expect(proposal).toContainText(
    'Yarm (http://localhost:4173) asks to connect on Base, Arbitrum One.',
    {
      timeout: 15_000,
    },
  )
  // A modal dialog like the demo wallet's: focus moves into it, and goes back to Connect once answered.
  await expect(proposal.getByRole('button', { name: 'Close' })).toBeFocused()
  await expectAccessible(phone)
  // Account 2 is anvil account 1: a wallet alice_yaps has not verified, so the verify view follows.
  await proposal.getByRole('radio', { name: /^Account 2\b/ }).check()
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(proposal).toBeHidden()
  await expect(phone.getByRole('button', { name: 'Connect', exact: true })).toBeFocused()
  await expect(phone.getByRole('status')).toHaveText('Connected to Yarm.', { timeout: 15_000 })
  const sessions = phone.getByRole('region', { name: 'Sessions' })
  await expect(sessions.getByRole('listitem')).toHaveCount(1)
  await expect(sessions.getByRole('listitem')).toContainText('0x7099…79C8 on Base, Arbitrum One')
  await expect(sessions.getByRole('button', { name: 'Disconnect Yarm' })).toBeVisible()

  // The app: the QR step closes on the approval, and the verify view follows for a new wallet.
  await page.bringToFront()
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible({ timeout: 15_000 })
  await verify.getByRole('button', { name: 'Sign message' }).click()

  await phone.bringToFront()
  const sign = phone.getByRole('dialog', { name: 'Phone wallet (demo)' })
  await expect(sign).toContainText('Sign this message with 0x7099…79C8?', { timeout: 15_000 })
  await expect(sign).toContainText('Chain ID: 8453')
  await sign.getByRole('button', { name: 'Confirm' }).click()
  await expect(sign).toBeHidden()
  await expect(phone.getByRole('status')).toHaveText('Answered personal_sign for Yarm.')

  await page.bringToFront()
  await expect(verify).toBeHidden({ timeout: 15_000 })
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Network: Base' })).toBeVisible()
  await expect(header.getByRole('button', { name: /^Account / })).toBeVisible()
})

test('the phone wallet page rejects the connection: the app goes back to the list', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const link = await copyLink(page, 'carol_ct')
  const phone = await context.newPage()
  await pasteInPhoneWallet(phone, link)
  const proposal = phone.getByRole('dialog', { name: 'Phone wallet (demo)' })
  await expect(proposal).toContainText('asks to connect', { timeout: 15_000 })
  await proposal.getByRole('button', { name: 'Reject' }).click()
  await expect(proposal).toBeHidden()
  await expect(phone.getByRole('status')).toHaveText('Rejected the connection from Yarm.')
  await expect(phone.getByRole('region', { name: 'Sessions' })).toContainText('No app is connected.')

  await page.bringToFront()
  const modal = page.getByRole('dialog', { name: 'Connect a Wallet' })
  await expect(modal.getByRole('button', { name: 'Safe', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('transactions confirmed or rejected in the phone wallet page, on the chain the app switched to; Disconnect there disconnects the app', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  // carol_ct's verified wallet is anvil account 2 ("Account 3"): connecting it needs no signature.
  const link = await copyLink(page, 'carol_ct')
  const phone = await context.newPage()
  await pasteInPhoneWallet(phone, link)
  const prompt = phone.getByRole('dialog', { name: 'Phone wallet (demo)' })
  await expect(prompt).toContainText('asks to connect', { timeout: 15_000 })
  await prompt.getByRole('radio', { name: /^Account 3\b/ }).check()
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(phone.getByRole('status')).toHaveText('Connected to Yarm.', { timeout: 15_000 })

  await page.bringToFront()
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Account carolct.eth' })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Dev tools' }).click()
  await page.getByRole('button', { name: 'Send 0 ETH to yourself' }).click()

  // eth_sendTransaction: signed with the demo key and sent to the local chain by the page.
  await phone.bringToFront()
  await expect(prompt).toContainText('Send this transaction from 0x3C44…93BC on Base?', { timeout: 15_000 })
  await expect(prompt).toContainText('0 ETH')
  await prompt.getByRole('button', { name: 'Confirm' }).click()
  await expect(phone.getByRole('status')).toHaveText('Answered eth_sendTransaction for Yarm.', {
    timeout: 15_000,
  })
  await page.bringToFront()
  await expect(page.getByRole('status').filter({ hasText: /^Sent 0x/ })).toBeVisible({ timeout: 15_000 })
  await page.getByRole('dialog', { name: 'Development tools' }).getByRole('button', { name: 'Close' }).click()

  // A switch to a chain the session has (the wallet granted Base and Arbitrum One): the SDK switches
  // without asking the wallet, and the app's next request comes for that chain.
  await header.getByRole('button', { name: 'Network: Base' }).click()
  await page
    .getByRole('dialog', { name: 'Switch Networks' })
    .getByRole('button', { name: /^Arbitrum One/ })
    .click()
  await expect(header.getByRole('button', { name: 'Network: Arbitrum One' })).toBeVisible({ timeout: 15_000 })
  await expect(prompt).toHaveCount(0)
  await page.getByRole('button', { name: 'Dev tools' }).click()
  await page.getByRole('button', { name: 'Send 0 ETH to yourself' }).click()
  await phone.bringToFront()
  await expect(prompt).toContainText('Send this transaction from 0x3C44…93BC on Arbitrum One?', {
    timeout: 15_000,
  })
  await prompt.getByRole('button', { name: 'Reject' }).click()
  await expect(phone.getByRole('status')).toHaveText('Rejected eth_sendTransaction for Yarm.')
  await page.bringToFront()
  await page.getByRole('dialog', { name: 'Development tools' }).getByRole('button', { name: 'Close' }).click()

  // The session ended from the wallet side.
  await phone.bringToFront()
  await phone.getByRole('button', { name: 'Disconnect Yarm' }).click()
  await expect(phone.getByRole('region', { name: 'Sessions' })).toContainText('No app is connected.')
  await page.bringToFront()
  await expect(header.getByRole('button', { name: 'Connect Wallet' })).toBeVisible({ timeout: 15_000 })
})

test('a link that is not a WalletConnect link is refused with a message', async ({ page }) => {
  await page.goto('/phone-wallet')
  await page.getByRole('textbox', { name: 'WalletConnect link' }).fill('https://example.com')
  await page.getByRole('button', { name: 'Connect', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(/That is not a WalletConnect link/)
  await expectAccessible(page)
})
