import { useEffect, useState } from 'react'
import { type Connector, useConnect, useConnectors } from 'wagmi'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useWallet } from '../useWallet'
import { rememberWallet } from '../walletStorage'
import { walletStore } from '../walletStore'
import { isUserRejection } from './errors'
import * as styles from './modal.css'
import { VerifyAccount } from './VerifyAccount'
import { ensureWalletConnect } from './walletConnect'

type Attempt =
  | { state: 'idle' }
  | { state: 'connecting'; connector: Connector; uri?: string }
  | { state: 'failed'; connector: Connector }

const WALLETCONNECT_ID = 'walletConnect'

/** The connect modal: installed wallets and WalletConnect, the connecting state, then verification. */
export function ConnectModal() {
  const wallet = useWallet()
  const open = wallet.modal === 'connect'
  const connectors = useConnectors()
  const connect = useConnect()
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' })

  useEffect(() => {
    if (!open) setAttempt({ state: 'idle' })
  }, [open])

  const installed = connectors.filter(
    (connector) => connector.type === 'injected' || connector.type === 'safe',
  )

  async function start(connector: Connector) {
    setAttempt({ state: 'connecting', connector })
    const onMessage = (message: { type: string; data?: unknown }) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') {
        setAttempt({ state: 'connecting', connector, uri: message.data })
      }
    }
    connector.emitter.on('message', onMessage)
    try {
      await connect.mutateAsync({ connector })
      rememberWallet(connector.id)
    } catch (error) {
      // Spec section 4: a rejected connection is swallowed; the modal goes back to the list.
      setAttempt(isUserRejection(error) ? { state: 'idle' } : { state: 'failed', connector })
    } finally {
      connector.emitter.off('message', onMessage)
    }
  }

  const verifying = wallet.status === 'unauthenticated' && wallet.address && wallet.chainId
  const title = verifying
    ? 'Verify your account'
    : attempt.state === 'idle'
      ? 'Connect a Wallet'
      : attempt.connector.name

  return (
    <Dialog
      open={open}
      onClose={() => walletStore.close()}
      title={title}
      className={styles.walletDialog}
      leading={
        attempt.state !== 'idle' && !verifying ? (
          <Button
            variant="ghost"
            size="small"
            onClick={() => setAttempt({ state: 'idle' })}
            aria-label="Back"
          >
            ←
          </Button>
        ) : undefined
      }
    >
      {verifying ? (
        <VerifyAccount address={wallet.address as string} chainId={wallet.chainId as number} />
      ) : attempt.state === 'idle' ? (
        <div className={styles.stack}>
          {installed.length > 0 && <h3 className={styles.sectionTitle}>Installed</h3>}
          <ul className={styles.list}>
            {installed.map((connector) => (
              <li key={connector.uid}>
                <button type="button" className={styles.row} onClick={() => void start(connector)}>
                  {connector.icon && <img className={styles.icon} src={connector.icon} alt="" />}
                  {connector.name}
                </button>
              </li>
            ))}
          </ul>
          <h3 className={styles.sectionTitle}>Other</h3>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.row} onClick={() => void start(ensureWalletConnect())}>
                WalletConnect
              </button>
            </li>
          </ul>
        </div>
      ) : (
        <div className={styles.centered} aria-live="polite">
          {attempt.state === 'connecting' ? (
            <>
              <span className={styles.spinner} aria-hidden="true" />
              <p>
                {attempt.connector.id === WALLETCONNECT_ID
                  ? attempt.uri
                    ? 'Accept request in wallet'
                    : 'Connecting…'
                  : 'Confirm in extension'}
              </p>
            </>
          ) : (
            <>
              <p role="alert" className={styles.error}>
                Connection failed.
              </p>
              <Button onClick={() => void start(attempt.connector)}>Retry</Button>
            </>
          )}
        </div>
      )}
    </Dialog>
  )
}
