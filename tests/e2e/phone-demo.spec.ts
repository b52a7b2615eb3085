import { testApi } from './fixtures/api'
import { expectAccessible } from './fixtures/axe'
import { proposeToPhoneWallet } from './fixtures/phoneDemo'
import { expect, test } from './fixtures/test'

/**
 * The phone flow as a newcomer tries it with two tabs (README, "Try the phone flow with two tabs"): the QR
 * step's Copy link in the app, the demo build's Phone wallet (demo) page in a second tab of the same browser
 * pasting it, approving the session through the local relay, then confirming what the app asks.
 */

test.setTimeout(90_000)

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

test('Copy link, pasted in the phone wallet page in a second tab and approved there: connected, verify signed there', async ({
  page,
  context,
}) => {
  const { phone, prompt: proposal } = await proposeToPhoneWallet(page, context, 'alice_yaps')
  await expect(proposal).toContainText('Yarm (http://localhost:4173) asks to connect on Base, Arbitrum One.')
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
  const { phone, prompt: proposal } = await proposeToPhoneWallet(page, context, 'carol_ct')
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
  // carol_ct's verified wallet is anvil account 2 ("Account 3"): connecting it needs no signature.
  const { phone, prompt } = await proposeToPhoneWallet(page, context, 'carol_ct')
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
