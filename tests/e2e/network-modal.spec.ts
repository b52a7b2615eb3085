import { testApi } from './fixtures/api'
import { connectTestWallet } from './fixtures/connect'
import { signInWithX } from './fixtures/signIn'
import { expect, test } from './fixtures/test'
import { installTestWallet } from './fixtures/wallet'

test.beforeEach(async ({ request }) => {
  await testApi(request).reset()
})

const CHAINS = ['Ethereum', 'Base', 'Arbitrum One', 'OP Mainnet', 'BNB Smart Chain']

test('the network modal lists the five chains, the current one marked Connected', async ({ page }) => {
  await installTestWallet(page, { account: 2 })
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await connectTestWallet(page)
  await page.getByRole('banner').getByRole('button', { name: 'Network: Base' }).click()
  const networks = page.getByRole('dialog', { name: 'Switch Networks' })
  const rows = networks.getByRole('listitem')
  await expect(rows).toHaveText(CHAINS.map((name) => new RegExp(`^${name}`)))
  const base = networks.getByRole('button', { name: /^Base/ })
  await expect(base).toHaveAttribute('aria-current', 'true')
  await expect(base).toContainText('Connected')
  for (const other of CHAINS.filter((name) => name !== 'Base')) {
    await expect(networks.getByRole('button', { name: new RegExp(`^${other}`) })).toHaveAttribute(
      'aria-current',
      'false',
    )
  }
  await expect(networks.getByText('Connected', { exact: true })).toHaveCount(1)
  // A supported chain: no warning and no Disconnect here.
  await expect(networks).not.toContainText('Wrong network detected')
  await expect(networks.getByRole('button', { name: 'Disconnect' })).toHaveCount(0)
})

test('on a wrong network, Disconnect in the network modal disconnects the wallet', async ({ page }) => {
  const wallet = await installTestWallet(page, { account: 2 })
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await connectTestWallet(page)
  await wallet.switchChain(137)
  const wrong = page.getByRole('banner').getByRole('button', { name: 'Wrong network' })
  await wrong.click()
  const networks = page.getByRole('dialog', { name: 'Switch Networks' })
  await expect(networks).toContainText('Wrong network detected, switch or disconnect to continue.')
  await expect(networks.getByText('Connected', { exact: true })).toHaveCount(0)
  await networks.getByRole('button', { name: 'Disconnect' }).click()
  await expect(networks).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect(wrong).toHaveCount(0)
})

test('a wallet that cannot switch networks: the modal says so, and stays on the chain', async ({ page }) => {
  await installTestWallet(page, { account: 2, noChainSwitching: true })
  await page.goto('/')
  await signInWithX(page, 'carol_ct')
  await connectTestWallet(page)
  await page.getByRole('banner').getByRole('button', { name: 'Network: Base' }).click()
  const networks = page.getByRole('dialog', { name: 'Switch Networks' })
  await networks.getByRole('button', { name: /^Ethereum/ }).click()
  await expect(networks.getByRole('alert')).toHaveText(
    'Your wallet does not support switching networks from Yarm. Try switching networks from within your wallet instead.',
  )
  await expect(networks.getByRole('button', { name: /^Base/ })).toHaveAttribute('aria-current', 'true')
})
