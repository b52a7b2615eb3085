import { devices } from '@playwright/test'
import { expectAccessible } from './fixtures/axe'
import { TEST_ACCOUNTS } from './fixtures/chain'
import { codeOutOfReach } from './fixtures/codeOutOfReach'
import { expect, test } from './fixtures/test'
import { installTestWallet, WALLET_NAME } from './fixtures/wallet'
import {
  chainTime,
  claimAs,
  depositAs,
  moveTimeForward,
  requestWithdrawAs,
  sharesOf,
  TIDEPOOL_VAULT,
  usdc,
  usdcBalanceOf,
} from './fixtures/yarmChain'
import {
  accountButton,
  connectOnYarms,
  restoreChainsAfterEach,
  tidepool,
  verifyOnYarms,
} from './fixtures/yarmJourneys'

restoreChainsAfterEach()

const DAY_MS = 86_400_000

test('withdraw, wait out the delay, claim: the USDC is back in the wallet and the request is gone', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1 })
  // A position made earlier: 1,000 of the wallet's 100,000 USDC are in Tidepool.
  await depositAs(1, usdc('1000'))
  await verifyOnYarms(page)
  const yours = tidepool(page).getByRole('region', { name: 'Your deposit' })
  await expect(yours).toContainText('1,000 USDC')

  await tidepool(page).getByRole('button', { name: 'Withdraw', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Tidepool' })
  await expect(dialog).toContainText('Your deposit: 1,000 USDC')
  await expect(dialog).toContainText('You can claim it 7 days after the request.')
  const amount = dialog.getByRole('textbox', { name: 'Amount' })
  await amount.fill('1000.01')
  await expect(dialog.getByRole('alert')).toHaveText('That is more than your deposit of 1,000 USDC.')
  await expectAccessible(page, 'the Withdraw dialog, with a problem shown')
  await amount.fill('400')
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(dialog.getByRole('list', { name: 'Withdraw' }).getByRole('listitem')).toHaveText(
    'Request a withdrawal of 400 USDC · confirmed',
  )
  await expect(dialog.getByRole('status')).toContainText('Withdrawal of 400 USDC requested.')
  const requestedAt = Date.now()
  await dialog.getByRole('button', { name: 'Close' }).first().click()

  // The card: what is left, and the request with the time it can be claimed; Claim is off until then.
  await expect(yours).toContainText('600 USDC')
  const pending = tidepool(page).getByRole('region', { name: 'Pending withdrawals' })
  const request = pending.getByRole('listitem')
  await expect(request).toHaveCount(1)
  await expect(request).toContainText('400 USDC')
  await expect(request).toContainText('Claimable from')
  const when = Date.parse((await request.locator('time').getAttribute('datetime')) ?? '')
  expect(Math.abs(when - (requestedAt + 7 * DAY_MS))).toBeLessThan(10 * 60_000)
  const claim = request.getByRole('button', { name: 'Claim' })
  await expect(claim).toBeDisabled()
  await expect(claim).toHaveAccessibleDescription(/^Claimable from /)
  await expectAccessible(page, 'the card with a pending withdrawal')

  // Read from the chain, so it is there after a reload too.
  await page.reload()
  await expect(accountButton(page)).toBeVisible()
  await expect(request).toContainText('400 USDC')
  await expect(claim).toBeDisabled()

  // The demo's development tools move the chain's clock past the delay.
  const before = await chainTime()
  await page.getByRole('button', { name: 'Dev tools' }).click()
  const tools = page.getByRole('dialog', { name: 'Development tools' })
  await tools.getByRole('button', { name: '+7 days' }).click()
  await expect(tools.getByRole('status')).toContainText('Base time is now')
  expect((await chainTime()) - before).toBeGreaterThanOrEqual(7n * 86_400n)
  await page.keyboard.press('Escape')
  await expect(tools).toBeHidden()
  await expect(request).toContainText('Ready to claim')
  await expect(claim).toBeEnabled()

  // Saying no in the wallet changes nothing and says nothing.
  wallet.rejectNext('eth_sendTransaction')
  await claim.click()
  await expect(claim).toBeEnabled()
  await expect(pending.getByRole('alert')).toHaveCount(0)
  await expect(request).toHaveCount(1)
  expect(await usdcBalanceOf(wallet.address)).toBe(usdc('99000'))

  await claim.click()
  await expect(pending).toContainText('Claim 400 USDC · confirmed')
  await expect(pending.getByRole('status')).toHaveText('Claimed 400 USDC from Tidepool.')
  await expect(request).toHaveCount(0)
  // The USDC is the wallet's again, and the vault holds none of its shares in escrow.
  expect(await usdcBalanceOf(wallet.address)).toBe(usdc('99400'))
  expect(await sharesOf(TIDEPOOL_VAULT)).toBe(0n)
  await expect(yours).toContainText('600 USDC')

  await accountButton(page).click()
  const modal = page.getByRole('dialog', { name: 'Account' })
  await expect(modal.getByRole('listitem').filter({ hasText: 'Claim 400 USDC from Tidepool' })).toContainText(
    'confirmed',
  )
  await expect(
    modal.getByRole('listitem').filter({ hasText: 'Withdraw 400 USDC from Tidepool' }),
  ).toContainText('confirmed')
})

test("holding shares, the Withdraw dialog's code is fetched while the page is idle, before anyone asks for it", async ({
  page,
}) => {
  await installTestWallet(page, { account: 1 })
  await depositAs(1, usdc('1000'))
  const dialogCode = page.waitForRequest(/\/WithdrawDialog-[^/]+\.js$/, { timeout: 30_000 })
  await verifyOnYarms(page)
  // Nothing points at the button or focuses it: the fetch comes from the page being idle.
  await page.mouse.move(0, 0)
  await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('1,000 USDC')
  await dialogCode
  await tidepool(page).getByRole('button', { name: 'Withdraw', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Withdraw from Tidepool' })).toContainText(
    'Your deposit: 1,000 USDC',
  )
})

test('Max withdraws every share, and saying no to the request leaves the deposit as it was', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await depositAs(2, usdc('250.5'))
  await connectOnYarms(page)
  const yours = tidepool(page).getByRole('region', { name: 'Your deposit' })
  await tidepool(page).getByRole('button', { name: 'Withdraw', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Withdraw from Tidepool' })
  const amount = dialog.getByRole('textbox', { name: 'Amount' })
  const submit = dialog.getByRole('button', { name: 'Withdraw', exact: true })

  await dialog.getByRole('button', { name: 'Max' }).click()
  await expect(amount).toHaveValue('250.5')
  wallet.rejectNext('eth_sendTransaction')
  await submit.click()
  await expect(submit).toBeEnabled()
  await expect(amount).toHaveValue('250.5')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByRole('list', { name: 'Withdraw' })).toHaveCount(0)
  const shares = await sharesOf(wallet.address)
  expect(shares).toBeGreaterThan(0n)

  await submit.click()
  await expect(dialog.getByRole('list', { name: 'Withdraw' }).getByRole('listitem')).toHaveText(
    'Request a withdrawal of 250.5 USDC · confirmed',
  )
  // Every share went into the request: none left behind as dust.
  expect(await sharesOf(wallet.address)).toBe(0n)
  expect(await sharesOf(TIDEPOOL_VAULT)).toBe(shares)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(yours).toHaveCount(0)
  await expect(tidepool(page).getByRole('button', { name: 'Withdraw', exact: true })).toHaveCount(0)
  await expect(tidepool(page).getByRole('region', { name: 'Pending withdrawals' })).toContainText(
    '250.5 USDC',
  )
})

test('a claim the vault refuses says why in a sentence: the request was claimed on another device meanwhile', async ({
  page,
}) => {
  await installTestWallet(page, { account: 2 })
  const owner = TEST_ACCOUNTS[2].address
  await depositAs(2, usdc('300'))
  const requestId = await requestWithdrawAs(2, await sharesOf(owner))
  await moveTimeForward(7 * 86_400 + 60)
  await connectOnYarms(page)
  const pending = tidepool(page).getByRole('region', { name: 'Pending withdrawals' })
  const claim = pending.getByRole('button', { name: 'Claim' })
  await expect(claim).toBeEnabled()

  // Claimed elsewhere after the page read the chain: the vault refuses this one before the wallet is asked.
  await claimAs(2, requestId)
  const paid = await usdcBalanceOf(owner)
  await claim.click()
  await expect(pending.getByRole('alert')).toHaveText('This withdrawal has already been claimed.')
  await expect(pending).toContainText(/Claim [\d.,]+ USDC · failed/)
  // The chain is read again, so the request goes; nothing was paid twice.
  await expect(pending.getByRole('listitem')).toHaveCount(0)
  expect(await usdcBalanceOf(owner)).toBe(paid)
})

test.describe('the site out of reach', () => {
  test.use({ serviceWorkers: 'block' })

  test("the claim's code cannot be fetched: a sentence saying the server can't be reached, nothing asked of the wallet", async ({
    page,
  }) => {
    const wallet = await installTestWallet(page, { account: 2 })
    await depositAs(2, usdc('300'))
    await requestWithdrawAs(2, await sharesOf(TEST_ACCOUNTS[2].address))
    await moveTimeForward(7 * 86_400 + 60)
    const claimCode = await codeOutOfReach(page, 'claimWrites')
    await connectOnYarms(page)
    const pending = tidepool(page).getByRole('region', { name: 'Pending withdrawals' })
    const claim = pending.getByRole('button', { name: 'Claim' })
    await expect(claim).toBeEnabled()
    // Asked for as soon as a claim is open, before anyone presses Claim.
    await claimCode.fetchFailed
    const sent = wallet.requests.length
    await claim.click()
    await expect(pending.getByRole('alert')).toHaveText(
      "You're offline or the server can't be reached. Check your connection and try again.",
    )
    await expect(claim).toBeEnabled()
    expect(wallet.requests.slice(sent).filter((request) => request.method === 'eth_sendTransaction')).toEqual(
      [],
    )
  })
})

const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13']

test.describe('phone', () => {
  test.use(iPhone)

  test('the deposit dialog is a bottom sheet and the deposit goes through', async ({ page }) => {
    const wallet = await installTestWallet(page, { account: 1 })
    await page.goto('/yarms')
    // Not connected yet: Deposit asks for a wallet first.
    const deposit = tidepool(page).getByRole('button', { name: 'Deposit', exact: true })
    await deposit.tap()
    await page
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: WALLET_NAME })
      .tap()
    const verify = page.getByRole('dialog', { name: 'Verify your account' })
    await expect(verify).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(verify).toBeHidden()

    await deposit.tap()
    const sheet = page.getByRole('dialog', { name: 'Deposit into Tidepool' })
    await expect(sheet.getByText('Balance: 100,000 USDC')).toBeVisible()
    // Docked to the bottom edge once it has slid up, as wide as the screen.
    await expect
      .poll(async () => {
        const box = await sheet.boundingBox()
        return box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)]
      })
      .toEqual([0, page.viewportSize()?.width, page.viewportSize()?.height])
    await sheet.getByRole('textbox', { name: 'Amount' }).fill('75')
    await sheet.getByRole('button', { name: 'Deposit', exact: true }).tap()
    await expect(sheet.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
      'Step 1 of 2: allow 75 USDC with a signature (no fee) · signed',
      'Step 2 of 2: deposit 75 USDC · confirmed',
    ])
    expect(await usdcBalanceOf(wallet.address)).toBe(usdc('99925'))
    await sheet.getByRole('button', { name: 'Close' }).first().tap()
    await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('75 USDC')
  })
})
