import { createPublicClient, http, parseSignature, size } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mockUSDCAbi } from '../../contracts/out/abis'
import { PERMIT_TYPES } from '../../contracts/permit'
import { ANVIL_URL, TEST_ACCOUNTS } from './fixtures/chain'
import { own } from './fixtures/ports'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'
import { allowanceOf, TIDEPOOL_VAULT, totalAssets, USDC, usdc } from './fixtures/yarmChain'
import { connectOnYarms, openDeposit, restoreChainsAfterEach, tidepool } from './fixtures/yarmJourneys'

restoreChainsAfterEach()

const ACCOUNT = 2
/** The app's permit deadline: the chain's time plus 20 minutes (PERMIT_VALIDITY_SECONDS in permit.ts). */
const PERMIT_VALIDITY_SECONDS = 20n * 60n

/**
 * An amount near `around` whose permit, signed now, has y parity 1: the half of signatures a wallet
 * returning v as 0/1 gets wrong when 1 is read as 27. The chain mines only on transactions, so the
 * app reads the same block time, and signs the same permit, when the Deposit button is pressed.
 */
async function amountWithOddParity(around: string): Promise<string> {
  const client = createPublicClient({ transport: http(own(ANVIL_URL)) })
  const signer = privateKeyToAccount(TEST_ACCOUNTS[ACCOUNT].privateKey)
  const [[, name, version, chainId, verifyingContract], nonce, block] = await Promise.all([
    client.readContract({ address: USDC, abi: mockUSDCAbi, functionName: 'eip712Domain' }),
    client.readContract({ address: USDC, abi: mockUSDCAbi, functionName: 'nonces', args: [signer.address] }),
    client.getBlock(),
  ])
  for (let step = 0n; step < 64n; step++) {
    const value = usdc(around) + step * 10_000n
    const signature = await signer.signTypedData({
      domain: { name, version, chainId, verifyingContract },
      types: PERMIT_TYPES,
      primaryType: 'Permit',
      message: {
        owner: signer.address,
        spender: TIDEPOOL_VAULT,
        value,
        nonce,
        deadline: block.timestamp + PERMIT_VALIDITY_SECONDS,
      },
    })
    if (parseSignature(signature).yParity === 1) return (Number(value) / 1e6).toString()
  }
  throw new Error('No permit with y parity 1 in 64 amounts')
}

for (const form of ['yParity', 'compact'] as const) {
  const described = form === 'yParity' ? 'with v as 0 or 1' : 'in 64 bytes (EIP-2098 compact)'
  test(`deposit with a permit from a wallet that returns its signature ${described}: one signature, one transaction, exactly the amount in the vault, no allowance left`, async ({
    page,
  }) => {
    const wallet = await installTestWallet(page, { account: ACCOUNT, typedDataSignature: form })
    await connectOnYarms(page)
    const before = await totalAssets()
    const dialog = await openDeposit(page)
    const amount = await amountWithOddParity('1234.5')
    await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount)
    await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()

    const shown = Number(amount).toLocaleString('en-US', { maximumFractionDigits: 6 })
    await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
      `Step 1 of 2: allow ${shown} USDC with a signature (no fee) · signed`,
      `Step 2 of 2: deposit ${shown} USDC · confirmed`,
    ])
    expect(await totalAssets()).toBe(before + usdc(amount))
    expect(await allowanceOf(wallet.address)).toBe(0n)
    // The wallet did answer in the form under test, with a signature whose parity 27/28 would get wrong.
    const permits = wallet.signatures.filter((signature) => signature.method === 'eth_signTypedData_v4')
    expect(permits).toHaveLength(1)
    const returned = permits[0]?.signature ?? '0x'
    expect(size(returned)).toBe(form === 'compact' ? 64 : 65)
    if (form === 'yParity') expect(returned.slice(-2)).toBe('01')
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(tidepool(page).getByRole('region', { name: 'Your deposit' })).toContainText(`${shown} USDC`)
  })
}

test('a permit the wallet signs with another key is not sent: the dialog says why, then approves exactly the amount and deposits', async ({
  page,
}) => {
  const wallet = await installTestWallet(page, { account: ACCOUNT })
  await connectOnYarms(page)
  const before = await totalAssets()
  const dialog = await openDeposit(page)
  const otherKey = privateKeyToAccount(TEST_ACCOUNTS[1].privateKey)
  wallet.answerNextTypedDataWith(await otherKey.signMessage({ message: 'not this permit' }))
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('321.5')
  await dialog.getByRole('button', { name: 'Deposit', exact: true }).click()

  await expect(dialog.getByRole('status').filter({ hasText: 'signature' })).toHaveText(
    "Your wallet's signature could not be used to allow USDC, so nothing was sent with it. Approve the amount, then deposit: two transactions.",
  )
  await expect(dialog.getByRole('list', { name: 'Deposit' }).getByRole('listitem')).toHaveText([
    'Step 1 of 2: approve 321.5 USDC · confirmed',
    'Step 2 of 2: deposit 321.5 USDC · confirmed',
  ])
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  expect(await totalAssets()).toBe(before + usdc('321.5'))
  expect(await allowanceOf(wallet.address)).toBe(0n)
  // Nothing was sent with the bad signature: an approve of exactly the amount, then the plain deposit.
  const sent = wallet.requests.filter((request) => request.method === 'eth_sendTransaction')
  const data = sent.map((request) => ((request.params as { data?: string }[])[0]?.data ?? '').slice(0, 10))
  expect(data).toEqual(['0x095ea7b3', expect.not.stringMatching(/^0x095ea7b3$/)])
})
