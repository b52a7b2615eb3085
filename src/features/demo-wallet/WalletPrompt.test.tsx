import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type Address, encodeFunctionData, erc20Abi, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_KEYS } from './accounts'
import type { Prompt } from './types'
import { WalletPrompt } from './WalletPrompt'

const addresses = DEMO_KEYS.map((key) => privateKeyToAccount(key).address)
const me = addresses[0] as Address
const base = { id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:8545' }

function show(prompt: Prompt) {
  const onAnswer = vi.fn()
  render(<WalletPrompt prompt={prompt} onAnswer={onAnswer} />)
  return { onAnswer, dialog: screen.getByRole('dialog', { name: 'Demo wallet' }) }
}

describe('WalletPrompt', () => {
  it('connect: the ten accounts to pick from, the one picked given on Confirm', async () => {
    const user = userEvent.setup()
    const { onAnswer } = show({
      kind: 'connect',
      origin: 'http://localhost:4173',
      accounts: addresses,
      selected: 1,
    })
    const group = screen.getByRole('group', { name: 'Account' })
    expect(within(group).getAllByRole('radio')).toHaveLength(10)
    expect(within(group).getByRole('radio', { name: /^Account 2\b/ })).toBeChecked()
    await user.click(within(group).getByRole('radio', { name: /^Account 7\b/ }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ accountIndex: 6 })
  })

  it('session (the phone wallet page): the app, its address and chains under the wallet’s own name; Approve gives the account', async () => {
    const user = userEvent.setup()
    const onAnswer = vi.fn()
    render(
      <WalletPrompt
        title="Phone wallet (demo)"
        prompt={{
          kind: 'session',
          name: 'Yarm',
          url: 'http://localhost:4173',
          chains: ['Base', 'Arbitrum One'],
          accounts: addresses,
          selected: 0,
        }}
        onAnswer={onAnswer}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Phone wallet (demo)' })
    expect(dialog).toHaveTextContent('Yarm (http://localhost:4173) asks to connect on Base, Arbitrum One.')
    await user.click(within(dialog).getByRole('radio', { name: /^Account 3\b/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith({ accountIndex: 2 })
  })

  it('Reject, Escape and the close button all refuse, and only once', async () => {
    const user = userEvent.setup()
    const { onAnswer, dialog } = show({ kind: 'message', account: me, message: toHex('hello') })
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(null)
  })

  it('a message is shown as text, bytes that are not text as hex', () => {
    show({ kind: 'message', account: me, message: toHex('localhost wants you to sign in\nNonce: 1') })
    expect(screen.getByText(/localhost wants you to sign in\s+Nonce: 1/)).toBeInTheDocument()
  })

  it('a transaction: to, value, network and the function it calls, with its arguments', () => {
    const spender = addresses[1] as Address
    const usdc = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
    show({
      kind: 'transaction',
      account: me,
      chain: base,
      call: {
        to: usdc,
        value: parseEther('0.5'),
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, 100_000_000n] }),
      },
    })
    const rows = Object.fromEntries(
      screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    )
    expect(rows).toEqual({
      To: usdc,
      Value: '0.5 ETH',
      Function: 'approve',
      spender,
      value: '100000000',
      Network: 'Base (8453)',
    })
  })

  it('typed data: the message fields, then the domain', () => {
    show({
      kind: 'typedData',
      account: me,
      typedData: {
        domain: { name: 'USD Coin', version: '1', chainId: 8453 },
        types: { Permit: [{ name: 'value', type: 'uint256' }] },
        primaryType: 'Permit',
        message: { value: '2500000' },
      },
    })
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Type',
      'value',
      'Domain name',
      'Domain version',
      'Domain chainId',
    ])
    expect(screen.getByText('2500000')).toBeInTheDocument()
  })
})
