import type { Page } from '@playwright/test'
import { API_URL, testApi } from './fixtures/api'
import { dropRoutesAfterEach, fetchOwn } from './fixtures/routes'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet, type TestWallet, WALLET_NAME } from './fixtures/wallet'

dropRoutesAfterEach()

// Spec section 8, the wallet sign-in error catalogue: each message, then Retry that works.

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

async function openVerify(
  page: Page,
): Promise<{ wallet: TestWallet; verify: ReturnType<Page['getByRole']> }> {
  const wallet = await installTestWallet(page, { account: 1 })
  await page.goto('/')
  await signInWithX(page, 'alice_yaps')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect a Wallet' })
    .getByRole('button', { name: WALLET_NAME })
    .click()
  const verify = page.getByRole('dialog', { name: 'Verify your account' })
  await expect(verify).toBeVisible()
  return { wallet, verify }
}

/** The message is shown, and Retry signs again and verifies. */
async function expectErrorThenRetry(page: Page, verify: ReturnType<Page['getByRole']>, message: string) {
  await expect(verify.getByText(message, { exact: true })).toBeVisible()
  await verify.getByRole('button', { name: 'Retry' }).click()
  await expect(verify).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: /^Account / })).toBeVisible()
}

test('the nonce cannot be fetched: "Error preparing message, please retry!", and Retry works', async ({
  page,
  request,
}) => {
  await testApi(request).fault({ status: 500, pathPrefix: '/v1/auth/wallet/nonce' })
  const { verify, wallet } = await openVerify(page)
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify.getByText('Error preparing message, please retry!', { exact: true })).toBeVisible()
  expect(wallet.signatures).toHaveLength(0)
  await testApi(request).clearFault()
  await expectErrorThenRetry(page, verify, 'Error preparing message, please retry!')
})

test('the wallet fails to sign: "Error signing message, please retry!", and Retry works', async ({
  page,
}) => {
  const { verify, wallet } = await openVerify(page)
  wallet.failNext('personal_sign')
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expectErrorThenRetry(page, verify, 'Error signing message, please retry!')
  expect(wallet.signatures).toHaveLength(1)
})

test('the verification fails: "Error verifying signature, please retry!", and Retry works', async ({
  page,
  request,
}) => {
  const { verify } = await openVerify(page)
  await testApi(request).fault({ status: 500, pathPrefix: '/v1/auth/wallet/verify', times: 1 })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expectErrorThenRetry(page, verify, 'Error verifying signature, please retry!')
})

test('the wallet answers with something that is not a signature: "Oops, something went wrong!", nothing is sent to the API, and Retry works', async ({
  page,
}) => {
  const { verify, wallet } = await openVerify(page)
  wallet.answerNextSignatureWith('yes')
  const verifyCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/v1/auth/wallet/verify`)) verifyCalls.push(request.method())
  })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expect(verify.getByText('Oops, something went wrong!', { exact: true })).toBeVisible()
  expect(verifyCalls.filter((method) => method === 'POST')).toEqual([])
  await expectErrorThenRetry(page, verify, 'Oops, something went wrong!')
  expect(wallet.signatures).toHaveLength(2)
})

test('the API answers verified: false: "Error verifying signature, please retry!", and Retry works', async ({
  page,
}) => {
  const { verify } = await openVerify(page)
  // The local API only says false for a bad signature, which an honest wallet never makes: the one
  // answer is rewritten on its way to the page.
  let answered = false
  await page.route(`${API_URL}/v1/auth/wallet/verify`, async (route) => {
    if (answered || route.request().method() !== 'POST') return route.fallback()
    answered = true
    const response = await fetchOwn(route)
    await route.fulfill({ response, json: { ...(await response.json()), verified: false } })
  })
  await verify.getByRole('button', { name: 'Sign message' }).click()
  await expectErrorThenRetry(page, verify, 'Error verifying signature, please retry!')
})
