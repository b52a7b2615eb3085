import { useId, useRef, useState } from 'react'
import type { Address } from 'viem'
import { BottomSheet } from '@/ui/BottomSheet/BottomSheet'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { decodeCall, formatValue, messageText, type Row, typedDataRows } from './describe'
import { DEMO_WALLET_NAME } from './identity'
import type { CallRequest, Prompt, PromptAnswer } from './types'
import * as styles from './WalletPrompt.css'

/** What only the phone wallet page asks: a WalletConnect session proposal, and a switch of chain. */
export type PhonePrompt =
  | {
      kind: 'session'
      name: string
      url: string
      chains: readonly string[]
      accounts: readonly Address[]
      selected: number
    }
  | { kind: 'switchChain'; name: string; chain: string }

export type ShownPrompt = Prompt | PhonePrompt

export interface WalletPromptProps {
  prompt: ShownPrompt
  onAnswer: (answer: PromptAnswer) => void
  title?: string
}

const short = (address: Address) => `${address.slice(0, 6)}…${address.slice(-4)}`

function Rows({ rows }: { rows: readonly Row[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map(([label, value], index) => (
        // Typed data may repeat a label (a field named like a domain entry): the position keeps them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed for the life of the prompt
        <div key={index} className={styles.row}>
          <dt>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function callRows(call: CallRequest): Row[] {
  const decoded = decodeCall(call.data)
  return [
    ['To', call.to ?? 'new contract'],
    ['Value', formatValue(call.value)],
    ...(decoded
      ? [['Function', decoded.name] as const, ...decoded.args]
      : call.data && call.data !== '0x'
        ? [['Data', call.data] as const]
        : []),
  ]
}

/** English only, as the other developer tools. */
export function WalletPrompt({ prompt, onAnswer, title = DEMO_WALLET_NAME }: WalletPromptProps) {
  const small = useIsSmallScreen()
  const answered = useRef(false)
  const picksAccount = prompt.kind === 'connect' || prompt.kind === 'session'
  const [accountIndex, setAccountIndex] = useState(picksAccount ? prompt.selected : 0)
  const legendId = useId()
  const answer = (value: PromptAnswer) => {
    if (answered.current) return
    answered.current = true
    onAnswer(value)
  }
  const Frame = small ? BottomSheet : Dialog
  const accountChoice = picksAccount ? (
    <fieldset className={styles.accounts} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        Account
      </legend>
      {prompt.accounts.map((address, index) => (
        <label key={address} className={styles.account}>
          <input
            type="radio"
            name="demo-wallet-account"
            value={index}
            checked={index === accountIndex}
            onChange={() => setAccountIndex(index)}
          />
          <span>Account {index + 1}</span>{' '}
          <span className={styles.address} title={address}>
            {short(address)}
          </span>
        </label>
      ))}
    </fieldset>
  ) : null

  let body: React.ReactNode
  switch (prompt.kind) {
    case 'connect':
      body = (
        <>
          <p>{prompt.origin} asks to connect. Choose the account it may see.</p>
          {accountChoice}
        </>
      )
      break
    case 'message':
      body = (
        <>
          <p>Sign this message with {short(prompt.account)}?</p>
          <pre className={styles.message}>{messageText(prompt.message)}</pre>
        </>
      )
      break
    case 'typedData':
      body = (
        <>
          <p>Sign this data with {short(prompt.account)}?</p>
          <Rows rows={typedDataRows(prompt.typedData)} />
        </>
      )
      break
    case 'session':
      body = (
        <>
          <p>
            {prompt.name} ({prompt.url}) asks to connect on{' '}
            {prompt.chains.join(', ') || 'no chain this wallet knows'}. Choose the account it may see.
          </p>
          {accountChoice}
        </>
      )
      break
    case 'switchChain':
      body = (
        <p>
          {prompt.name} asks to switch to {prompt.chain}.
        </p>
      )
      break
    case 'transaction':
      body = (
        <>
          <p>
            Send this transaction from {short(prompt.account)} on {prompt.chain.name}?
          </p>
          <Rows rows={[...callRows(prompt.call), ['Network', `${prompt.chain.name} (${prompt.chain.id})`]]} />
        </>
      )
      break
    case 'calls':
      body = (
        <>
          <p>
            Send these {prompt.calls.length} calls from {short(prompt.account)} on {prompt.chain.name}, in
            this order?
          </p>
          <ol className={styles.calls}>
            {prompt.calls.map((call, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the calls are fixed for the life of the prompt
              <li key={index}>
                <Rows rows={callRows(call)} />
              </li>
            ))}
          </ol>
        </>
      )
      break
  }

  return (
    <Frame open onClose={() => answer(null)} title={title} bodyClassName={styles.body}>
      <div className={styles.content}>
        {body}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => answer(null)}>
            Reject
          </Button>
          <Button onClick={() => answer({ accountIndex: picksAccount ? accountIndex : 0 })}>
            {prompt.kind === 'session' ? 'Approve' : 'Confirm'}
          </Button>
        </div>
      </div>
    </Frame>
  )
}
