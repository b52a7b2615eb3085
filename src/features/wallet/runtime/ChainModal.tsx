import { useState } from 'react'
import { useDisconnect, useSwitchChain } from 'wagmi'
import { config } from '@/config'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useWallet } from '../useWallet'
import { walletStore } from '../walletStore'
import { chains } from './chains'
import { findErrorName, isUserRejection } from './errors'
import * as styles from './modal.css'

/** Spec section 8. */
export const WRONG_NETWORK_TEXT = 'Wrong network detected, switch or disconnect to continue.'
export const cannotSwitchText = (app: string) =>
  `Your wallet does not support switching networks from ${app}. Try switching networks from within your wallet instead.`

/** Spec section 2: the supported chains, the current one marked; on an unsupported one, a warning. */
export function ChainModal() {
  const wallet = useWallet()
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState<number | null>(null)
  const open = wallet.modal === 'chain'

  async function choose(chainId: (typeof chains)[number]['id']) {
    setError(null)
    setPending(chainId)
    try {
      await switchChain.mutateAsync({ chainId })
      walletStore.close()
    } catch (caught) {
      if (isUserRejection(caught)) return
      const unsupported =
        findErrorName(caught, 'SwitchChainNotSupportedError') ||
        findErrorName(caught, 'ChainNotConfiguredError')
      setError(
        unsupported ? cannotSwitchText(config.appName) : 'Switching networks failed. Please try again.',
      )
    } finally {
      setPending(null)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        setError(null)
        walletStore.close()
      }}
      title="Switch Networks"
    >
      <div className={styles.stack}>
        {!wallet.chainSupported && <p className={styles.muted}>{WRONG_NETWORK_TEXT}</p>}
        <ul className={styles.list}>
          {chains.map((chain) => {
            const current = chain.id === wallet.chainId
            return (
              <li key={chain.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-current={current}
                  disabled={pending !== null}
                  onClick={() => {
                    if (!current) void choose(chain.id)
                  }}
                >
                  {chain.name}
                  {current && <span className={styles.rowEnd}>Connected</span>}
                  {pending === chain.id && <span className={styles.rowEnd}>Confirm in wallet</span>}
                </button>
              </li>
            )
          })}
        </ul>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {!wallet.chainSupported && (
          <Button variant="danger" onClick={() => disconnect.mutate()}>
            Disconnect
          </Button>
        )}
      </div>
    </Dialog>
  )
}
