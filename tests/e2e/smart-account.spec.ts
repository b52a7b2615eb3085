import type { Page } from '@playwright/test'
import { isErc6492Signature } from 'viem'
import { API_URL, testApi } from './fixtures/api'
import { openChecklist } from './fixtures/checklist'
import { connectTestWallet } from './fixtures/connect'
import { signInWithX } from './fixtures/signIn'
import { isDeployed } from './fixtures/smartAccount'
import { expect, test } from './fixtures/test'
import { installTestWallet, type TestWallet } from './fixtures/wallet'

// Wallet sign-in with the smart accounts people use (issue 14): the local API checks each signature on the
// message's chain (the local Base anvil), where the account's isValidSignature decides. An EOA's sign-in
// is the first journey of wallet.spec.ts ("connect the test wallet, verify it with a signature, …").
// The API reaches the chain through the --rpc-url flags playwright.config.ts gives it: without them the
// accounts get verified: false, and with a node that is down or on another chain, 503.

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

/** Signs in with X, connects the wallet and signs in the Verify dialog; returns the dialog and the API's answer. */
async function signInAndVerify(page: Page) {
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await connectTestWallet(page)
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  const answered = page.waitForResponse(
    (response) =>
      response.url() === `${API_URL}/v1/auth/wallet/verify` && response.request().method() === 'POST',
  )
  await verify.getByRole('button', { name: 'Sign message' }).click()
  const response = await answered
  return { verify, status: response.status(), body: await response.json() }
}

/** The last personal_sign of the wallet: the signature the page sent to the API. */
function lastSignature(wallet: TestWallet) {
  const record = wallet.signatures.at(-1)
  if (record?.method !== 'personal_sign') throw new Error('The wallet made no personal_sign signature')
  return record.signature
}

const accounts = [
  { kind: 'a deployed smart account (ERC-1271)', deployed: true },
  { kind: 'a counterfactual smart account (ERC-6492)', deployed: false },
] as const

for (const { kind, deployed } of accounts) {
  test(`${kind} verifies through the Verify dialog`, async ({ page }) => {
    const wallet = await installTestWallet(page, { account: 1, smartAccount: { deployed } })
    expect(await isDeployed(wallet.address)).toBe(deployed)

    const { verify, status, body } = await signInAndVerify(page)
    expect(status).toBe(200)
    expect(body).toEqual({ verified: true, address: wallet.address })
    // The signature was of the kind under test: no key recovers to a contract's address, so only the
    // chain could have said yes.
    expect(isErc6492Signature(lastSignature(wallet))).toBe(!deployed)

    await expect(verify).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: /^Account / })).toBeVisible()
    const checklist = await openChecklist(page)
    await expect(checklist).toContainText(`Verified wallet ${shortAddress(wallet.address)}`)
    await expect(checklist).toContainText('Ownership proven with a signature.')
    // ERC-6492 verification simulates the deployment; it must not have deployed anything.
    expect(await isDeployed(wallet.address)).toBe(deployed)
  })

  test(`${kind} with a signature by another key: "Error verifying signature, please retry!"`, async ({
    page,
  }) => {
    // Account 2 signs for account 1's smart account: isValidSignature recovers a stranger and says no.
    const wallet = await installTestWallet(page, { account: 1, smartAccount: { deployed, signer: 2 } })

    const { verify, status, body } = await signInAndVerify(page)
    expect(status).toBe(200)
    expect(body).toEqual({ verified: false, address: wallet.address })
    await expect(verify.getByText('Error verifying signature, please retry!', { exact: true })).toBeVisible()
    await expect(verify.getByRole('button', { name: 'Retry' })).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(verify).toBeHidden()
    const checklist = await openChecklist(page)
    await expect(checklist).toContainText('Connected')
    await expect(checklist).not.toContainText('Verified wallet')
  })
}
