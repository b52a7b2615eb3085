import { type Address, decodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem'
import { yarmerId } from '../../contracts/plan.mjs'
import { shortenNumber } from '../../src/lib/format'
import { mine, setAutomine } from './fixtures/chain'
import { codeOutOfReach } from './fixtures/codeOutOfReach'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'
import {
  ARBITRUM_URL,
  allowanceOf,
  capacityLeft,
  filledBy,
  fillVault,
  queueFillAhead,
  sharesOf,
  TIDEPOOL_VAULT,
  totalAssets,
  USDC,
  usdc,
  usdcBalanceOf,
} from './fixtures/yarmChain'
import {
  accountButton,
  connectOnYarms,
  leaveDepositPending,
  openDeposit,
  restoreChainsAfterEach,
  tidepool,
  verifyOnYarms,
} from './fixtures/yarmJourneys'

restoreChainsAfterEach()

test('deposit with a wallet that can neither batch nor sign a permit: approve exactly the amount, then deposit, and the card shows it', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  await verifyOnYarms(page)
  const before = await totalAssets()
  await expect(tidepool(page)).toContainText('1.4m / 2m')

  const dialog = await openDeposit(page)
  await expect(dialog).toContainText('Capacity left: 620,000 USDC')
  await expect(dialog).toContainText('Withdrawal delay: 7 days')
  await expect(dialog).toContainText(/Estimated network fee: [\d.]+ ETH/)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('80000')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()

  const steps = dialog.getByRole('list', { name: 'Deposit' })
  await expect(steps.getByRole('listitem')).toHaveText([
    'Step 1 of 2: approve 80,000 USDC · confirmed',
    'Step 2 of 2: deposit 80,000 USDC · confirmed',
  ])
  await expect(dialog.getByRole('status')).toContainText('Deposited 80,000 USDC into Tidepool.')

  // Exactly the amount was approved (never an unlimited allowance), and the vault took all of it.
  const approve = wallet.requests.find(
    (request) =>
      request.method === 'eth_sendTransaction' &&
      (request.params as { data?: string }[])[0]?.data?.startsWith('0x095ea7b3'),
  )
  const approved = (approve?.params as { data: string }[] | undefined)?.[0]?.data ?? ''
  expect(approved.slice(-64)).toBe(usdc('80000').toString(16).padStart(64, '0'))
  expect(await totalAssets()).toBe(before + usdc('80000'))
  expect(await sharesOf(wallet.address)).toBeGreaterThan(0n)

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  const yours = tidepool(page).getByRole('region', { name: 'Your deposit' })
  await expect(yours).toContainText('80,000 USDC')
  await expect(tidepool(page)).toContainText('1.5m / 2m')

  // Read from the chain, so it is there after a reload too.
  await page.reload()
  // The wallet reconnects first; then the page reads its position.
  await expect(accountButton(page)).toBeVisible()
  await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('80,000 USDC')

  // Both transactions are in the account modal.
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account).toContainText('Deposit 80,000 USDC into Tidepool')
  await expect(account).toContainText('Approve 80,000 USDC for Tidepool')
})

test('amounts over the balance, over the capacity left, empty or too precise are refused before anything is sent', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await connectOnYarms(page)
  // Another account fills the vault until 5,000 USDC of room is left.
  await fillVault(usdc('5000'))
  await page.reload()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
  const dialog = await openDeposit(page)
  await expect(dialog).toContainText('Capacity left: 5,000 USDC')
  const amount = dialog.getByRole('textbox', { name: 'Amount' })
  const submit = dialog.getByRole('button', { name: 'Deposit', exact: true })

  await submit.click()
  await expect(dialog.getByRole('alert')).toHaveText('Enter an amount above zero.')
  await expect(amount).toBeFocused()

  await amount.fill('12.1234567')
  await expect(dialog.getByRole('alert')).toHaveText(
    'USDC has 6 decimals: use at most 6 digits after the point.',
  )
  await amount.fill('100001')
  await expect(dialog.getByRole('alert')).toHaveText('That is more than your balance of 100,000 USDC.')
  await amount.fill('5000.01')
  await expect(dialog.getByRole('alert')).toHaveText('Only 5,000 USDC can still go into this Yarm.')
  await expect(amount).toHaveAttribute('aria-invalid', 'true')
  await submit.click()
  expect(wallet.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(0)

  // Max takes what both allow.
  await dialog.getByRole('button', { name: 'Max' }).click()
  await expect(amount).toHaveValue('5000')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
})

test('saying no in the wallet at either step returns to the form without an error', async ({ page }) => {
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  await connectOnYarms(page)
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100')
  const submit = dialog.getByRole('button', { name: 'Deposit', exact: true })

  // Step 1 refused: nothing sent, the form as it was.
  wallet.rejectNext('eth_sendTransaction')
  await submit.click()
  await expect(submit).toBeEnabled()
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('100')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByRole('list', { name: 'Deposit' })).toHaveCount(0)

  // Step 2 refused: the approval stays (confirmed), the deposit is not made. The approval is held in the
  // pool until the refusal is set up, so the deposit's request cannot come before it.
  await setAutomine(false)
  await submit.click()
  const steps = dialog.getByRole('list', { name: 'Deposit' })
  await expect(steps.getByRole('listitem').first()).toContainText('approve 100 USDC · pending')
  wallet.rejectNext('eth_sendTransaction')
  await setAutomine(true)
  await mine()
  await expect(steps.getByRole('listitem')).toHaveText(['Step 1 of 2: approve 100 USDC · confirmed'])
  await expect(submit).toBeEnabled()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  expect(await sharesOf(wallet.address)).toBe(0n)

  // Trying again needs only the deposit: the exact allowance is already there.
  await submit.click()
  await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Deposit 100 USDC · confirmed',
  ])
  expect(await sharesOf(wallet.address)).toBeGreaterThan(0n)
})

test('deposit with a permit: one signature for exactly the amount, one transaction, no allowance left; saying no to the signature returns to the form', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await connectOnYarms(page)
  const before = await totalAssets()
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('4321.5')
  const submit = dialog.getByRole('button', { name: 'Deposit', exact: true })

  // Refusing the signature: nothing signed or sent, the form as it was.
  wallet.rejectNext('eth_signTypedData_v4')
  await submit.click()
  await expect(submit).toBeEnabled()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByRole('list', { name: 'Deposit' })).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('4321.5')

  // Signing, then refusing the deposit: back to the form without a word, nothing taken, nothing allowed
  // (the permit was never used).
  wallet.rejectNext('eth_sendTransaction')
  await submit.click()
  await expect(submit).toBeEnabled()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByRole('list', { name: 'Deposit' })).toHaveCount(0)
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('4321.5')
  expect(wallet.signatures.filter((signature) => signature.method === 'eth_signTypedData_v4')).toHaveLength(1)
  expect(await sharesOf(wallet.address)).toBe(0n)
  expect(await allowanceOf(wallet.address)).toBe(0n)
  expect(await totalAssets()).toBe(before)
  const refused = wallet.requests.length

  await submit.click()
  await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Step 1 of 2: allow 4,321.5 USDC with a signature (no fee) · signed',
    'Step 2 of 2: deposit 4,321.5 USDC · confirmed',
  ])
  expect(await totalAssets()).toBe(before + usdc('4321.5'))
  // The permit named exactly the amount and this vault; no approve transaction, one deposit.
  const permit = wallet.signatures.find((signature) => signature.method === 'eth_signTypedData_v4')
  const message =
    permit?.method === 'eth_signTypedData_v4'
      ? (permit.typedData as { message?: Record<string, unknown> }).message
      : undefined
  expect(String(message?.value)).toBe(usdc('4321.5').toString())
  const sent = wallet.requests.slice(refused).filter((request) => request.method === 'eth_sendTransaction')
  expect(sent).toHaveLength(1)
  const [transaction] = (sent[0]?.params ?? []) as { data?: string }[]
  expect(transaction?.data?.startsWith('0x095ea7b3')).toBe(false)
  expect(await allowanceOf(wallet.address)).toBe(0n)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('4,321.5 USDC')
})

test.describe('the site out of reach', () => {
  test.use({ serviceWorkers: 'block' })

  test("the permit's code cannot be fetched: the deposit is approved instead, saying why, and goes through without a reload", async ({
    page,
  }) => {
    const wallet = await installTestWallet(page, { account: 2 })
    await connectOnYarms(page)
    // The site's host stops answering as the dialog opens; the wallet's own network still works.
    const permitCode = await codeOutOfReach(page, 'permit')
    const dialog = await openDeposit(page)
    await permitCode.fetchFailed
    // The host answers again, with the same build: one more try at the code must not reload the page.
    await permitCode.answerAgain()
    let reloaded = false
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true
    })
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('250')
    await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
    await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
      'Step 1 of 2: approve 250 USDC · confirmed',
      'Step 2 of 2: deposit 250 USDC · confirmed',
    ])
    await expect(dialog).toContainText(
      "The signing step for USDC could not be loaded (the site can't be reached), so nothing was signed.",
    )
    expect(wallet.signatures.filter((signature) => signature.method === 'eth_signTypedData_v4')).toHaveLength(
      0,
    )
    expect(await sharesOf(wallet.address)).toBeGreaterThan(0n)
    expect(await allowanceOf(wallet.address)).toBe(0n)
    expect(reloaded).toBe(false)
  })
})

test('deposit with a batching wallet: approve and deposit go in one wallet request (EIP-5792)', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 2, batching: true })
  await connectOnYarms(page)
  const before = await totalAssets()
  const dialog = await openDeposit(page)
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('250.5')
  const submit = dialog.getByRole('button', { name: 'Deposit', exact: true })

  // Refusing the one prompt returns to the form.
  wallet.rejectNext('wallet_sendCalls')
  await submit.click()
  await expect(submit).toBeEnabled()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  expect(await totalAssets()).toBe(before)

  await submit.click()
  await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Approve and deposit 250.5 USDC in one request · confirmed',
  ])
  expect(await totalAssets()).toBe(before + usdc('250.5'))
  // One request for both calls: the wallet never prompted for a transaction of its own.
  const sends = wallet.requests.filter((request) => request.method === 'wallet_sendCalls')
  expect(sends).toHaveLength(2)
  const batch = sends[1]?.params as { calls: { to: Address; data: Hex }[] }[] | undefined
  expect(batch?.[0]?.calls).toHaveLength(2)
  // The first call approves the vault for exactly the amount (never an unlimited allowance).
  const [approve, deposit] = batch?.[0]?.calls ?? []
  expect(approve?.to.toLowerCase()).toBe(USDC.toLowerCase())
  const approved = decodeFunctionData({ abi: erc20Abi, data: approve?.data ?? '0x' })
  expect(approved.functionName).toBe('approve')
  expect(approved.args).toEqual([getAddress(TIDEPOOL_VAULT), usdc('250.5')])
  expect(deposit?.to.toLowerCase()).toBe(TIDEPOOL_VAULT.toLowerCase())
  expect(await allowanceOf(wallet.address)).toBe(0n)
  expect(wallet.requests.some((request) => request.method === 'eth_sendTransaction')).toBe(false)
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText('250.5 USDC')
})

test('the cap is reached by someone else while the deposit is on its way: the revert is shown, nothing is lost, and the account modal lists it as failed', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: 1, typedData: false })
  await verifyOnYarms(page)
  const dialog = await openDeposit(page)
  // The deposit, pending, races another account's.
  const steps = await leaveDepositPending(dialog, '1000')
  await queueFillAhead(await capacityLeft())
  await mine()
  await setAutomine(true)

  await expect(steps.last()).toHaveText('Step 2 of 2: deposit 1,000 USDC · failed')
  await expect(
    dialog.getByRole('alert').filter({
      hasText: 'The Yarm filled up before your deposit went in. Nothing was taken; try a smaller amount.',
    }),
  ).toBeVisible()
  // Nothing lost: the USDC is still the wallet's, no shares, and the amount is still in the form.
  expect(await usdcBalanceOf(wallet.address)).toBe(usdc('100000'))
  expect(await sharesOf(wallet.address)).toBe(0n)
  await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000')
  expect(await capacityLeft()).toBe(0n)

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await accountButton(page).click()
  const account = page.getByRole('dialog', { name: 'Account' })
  const failed = account.getByRole('listitem').filter({ hasText: 'Deposit 1,000 USDC into Tidepool' })
  await expect(failed).toContainText('failed')
})

test("a deposit through a Yarmer's link (?via=) credits that Yarmer on chain; a malformed handle credits no one", async ({
  page,
}) => {
  await installTestWallet(page, { account: 2, batching: true })
  await connectOnYarms(page, '/yarms?via=not a handle!')
  let dialog = await openDeposit(page)
  await expect(dialog).not.toContainText('Yarmer credited')
  await dialog.getByRole('button', { name: 'Close' }).first().click()

  const carol = yarmerId('carol_ct')
  const before = await filledBy(carol)
  await page.goto('/yarms?via=@Carol_CT')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Network: Base' })).toBeVisible()
  dialog = await openDeposit(page)
  await expect(dialog).toContainText('Yarmer credited: @Carol_CT')
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1234')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()
  await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Approve and deposit 1,234 USDC in one request · confirmed',
  ])
  // The handle's case does not matter: the id is of the lower-case handle, as the contracts' plan has it.
  expect(await filledBy(carol)).toBe(before + usdc('1234'))

  // The card's top Yarmers read their fills from the vaults: carol's moved by the deposit. Before it, the
  // chains' seed agreed with the API (856.98).
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await tidepool(page)
    .getByRole('button', { name: /^Show all/ })
    .click()
  const carolRow = tidepool(page)
    .getByRole('table', { name: 'Top Yarmers' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: /carol_ct/i }) })
  const onChains =
    Number((await filledBy(carol)) + (await filledBy(carol, TIDEPOOL_VAULT, ARBITRUM_URL))) / 1e6
  expect(onChains).toBeCloseTo(856.98 + 1234, 1)
  await expect(carolRow.getByRole('cell').nth(2)).toHaveText(
    new RegExp(`^${shortenNumber(onChains).replace('.', '\\.')} / `),
  )
})

test('the Deposit button says why it is off: a Yarm that is not live, and a full one', async ({ page }) => {
  await installTestWallet(page, { account: 1 })
  await page.goto('/yarms?status=upcoming')
  const kestrel = page.getByRole('article', { name: 'Kestrel Exchange' })
  await expect(kestrel.getByRole('button', { name: 'Deposit', exact: true })).toBeDisabled()
  await expect(kestrel.getByRole('button', { name: 'Deposit', exact: true })).toHaveAccessibleDescription(
    'Deposits open while the Yarm is live.',
  )

  // Full on both its chains: nothing left to open the dialog for.
  await fillVault(0n)
  await fillVault(0n, { url: ARBITRUM_URL })
  expect(await capacityLeft()).toBe(0n)
  await page.goto('/yarms')
  // The chain's figures (its TVL at the cap) before the button's state, which waits for them.
  await expect(tidepool(page)).toContainText('2m / 2m')
  const deposit = tidepool(page).getByRole('button', { name: 'Deposit', exact: true })
  await expect(deposit).toBeDisabled()
  await expect(deposit).toHaveAccessibleDescription('This Yarm is full.')
})
