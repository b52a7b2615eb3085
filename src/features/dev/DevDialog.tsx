import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { errorMessage } from '@/api/errorMessage'
import { type DevAction, runDevAction } from '@/api/user'
import { chainName } from '@/chains/ids'
import { config } from '@/config'
import { useWallet } from '@/features/wallet/useWallet'
import { isValidXHandle } from '@/lib/xHandle'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { moveChainTime } from './chainClock'
import * as styles from './DevPanel.css'

const ACTIONS: { action: DevAction; label: string }[] = [
  { action: 'dev_reset', label: 'Reset' },
  { action: 'dev_whitelist', label: 'Whitelist' },
  { action: 'dev_dewhitelist', label: 'De-whitelist' },
]

const DAY = 24 * 60 * 60
const TIME_STEPS = [
  { seconds: DAY, label: '+1 day' },
  { seconds: 7 * DAY, label: '+7 days' },
]
/** Where the chain's clock is moved when no wallet is connected: Base, npm start's first chain. */
const DEFAULT_CHAIN_ID = 8453

export interface DevDialogProps {
  open: boolean
  onClose: () => void
}

/** Development builds only (compiled out of production, see DEV_TOOLS). */
export function DevDialog({ open, onClose }: DevDialogProps) {
  const queryClient = useQueryClient()
  const { chainId: walletChainId } = useWallet()
  const [handle, setHandle] = useState('')
  const [message, setMessage] = useState('')

  async function run(action: DevAction, label: string) {
    const value = handle.replace(/^@/, '')
    if (!isValidXHandle(value)) {
      setMessage('Enter a valid X handle.')
      return
    }
    try {
      await runDevAction(action, value)
      setMessage(`${label}: done for @${value}.`)
    } catch (error) {
      setMessage(errorMessage(error))
    }
  }

  async function sendTransaction() {
    try {
      const { sendTestTransaction } = await import('@/features/wallet/runtime/devActions')
      const hash = await sendTestTransaction()
      setMessage(`Sent ${hash.slice(0, 10)}…`)
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
    }
  }

  // The chain the wallet is on, when the app has a node for it; else the local stack's first chain.
  const clockChainId =
    walletChainId !== null && config.rpcUrls[String(walletChainId)] ? walletChainId : DEFAULT_CHAIN_ID
  async function moveTime(seconds: number) {
    const rpcUrl = config.rpcUrls[String(clockChainId)]
    if (!rpcUrl) {
      setMessage(`No RPC URL for ${chainName(clockChainId)} (VITE_RPC_URL_${clockChainId}).`)
      return
    }
    try {
      const now = await moveChainTime(rpcUrl, seconds)
      // Everything read from the chain (positions, when a withdrawal can be claimed) is read again.
      await queryClient.invalidateQueries()
      setMessage(`${chainName(clockChainId)} time is now ${now.toUTCString()}.`)
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Development tools">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
        }}
      >
        <label htmlFor="dev-handle">X handle</label>
        <input
          id="dev-handle"
          className={styles.field}
          value={handle}
          onChange={(event) => setHandle(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.row}>
          {ACTIONS.map(({ action, label }) => (
            <Button key={action} variant="secondary" onClick={() => void run(action, label)}>
              {label}
            </Button>
          ))}
        </div>
      </form>
      <div className={styles.section}>
        <Button variant="secondary" onClick={() => void sendTransaction()}>
          Send 0 ETH to yourself
        </Button>
        <fieldset className={styles.fieldset}>
          <legend>Move chain time forward ({chainName(clockChainId)})</legend>
          <div className={styles.row}>
            {TIME_STEPS.map(({ seconds, label }) => (
              <Button key={seconds} variant="secondary" onClick={() => void moveTime(seconds)}>
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
        <p role="status">{message}</p>
      </div>
    </Dialog>
  )
}
