import { useState } from 'react'
import { errorMessage } from '@/api/errorMessage'
import { type DevAction, runDevAction } from '@/api/user'
import { isValidXHandle } from '@/lib/xHandle'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import * as styles from './DevPanel.css'

const ACTIONS: { action: DevAction; label: string }[] = [
  { action: 'dev_reset', label: 'Reset' },
  { action: 'dev_whitelist', label: 'Whitelist' },
  { action: 'dev_dewhitelist', label: 'De-whitelist' },
]

/**
 * Development builds only (compiled out of production, see DEV_TOOLS): reset, whitelist or
 * de-whitelist a user through the API's development endpoints, and send a test transaction.
 */
export function DevPanel() {
  const [open, setOpen] = useState(false)
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

  return (
    <>
      <Button variant="secondary" size="small" className={styles.toggle} onClick={() => setOpen(true)}>
        Dev tools
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Development tools">
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
          <p role="status">{message}</p>
        </div>
      </Dialog>
    </>
  )
}
