import { useId, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { config } from '@/config'
import { useStore } from '@/lib/useStore'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import { DEMO_KEYS } from './accounts'
import { demoChains } from './demoWallet'
import * as styles from './PhoneWalletPage.css'
import { createPhoneWallet, PHONE_WALLET_NAME, type PhoneWallet } from './phoneWallet'
import { askInDialog } from './prompts'

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

export interface PhoneWalletPageProps {
  wallet: PhoneWallet
}

/** Demo builds only: a WalletConnect wallet in a second tab, to try the phone flow without a phone. English only, as the other developer tools. */
export function PhoneWalletPage({ wallet }: PhoneWalletPageProps) {
  const state = useStore(wallet)
  const [link, setLink] = useState('')
  const inputId = useId()
  const hintId = useId()
  const sessionsId = useId()
  const addresses = DEMO_KEYS.length

  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>{PHONE_WALLET_NAME}</h1>
      <p className={styles.muted}>
        A stand-in for a wallet app on a phone, holding the {addresses} demo accounts. In Yarm, choose a
        WalletConnect wallet in Connect Wallet, press Copy link under the QR code and paste the link here. The
        connection request and every later signature or transaction appear here to approve or reject.
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          void wallet.pair(link).then(() => setLink(''))
        }}
      >
        <label htmlFor={inputId}>WalletConnect link</label>
        <div className={styles.field}>
          <input
            id={inputId}
            className={styles.input}
            type="text"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            placeholder="wc:…"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            required
          />
          <Button type="submit" disabled={state.status === 'failed'}>
            Connect
          </Button>
        </div>
        <span id={hintId} className={styles.muted}>
          Starts with wc: (what Copy link in the app’s QR step gives).
        </span>
      </form>
      {state.status === 'starting' && <Notice>Connecting to the relay…</Notice>}
      {state.note && <Notice tone={state.note.error ? 'error' : 'info'}>{state.note.text}</Notice>}
      <section aria-labelledby={sessionsId} className={styles.form}>
        <h2 id={sessionsId} className={styles.subheading}>
          Sessions
        </h2>
        {state.sessions.length === 0 ? (
          <p className={styles.muted}>No app is connected.</p>
        ) : (
          <ul className={styles.sessions}>
            {state.sessions.map((session) => (
              <li key={session.topic} className={styles.session}>
                <span className={styles.sessionText}>
                  <strong>{session.name}</strong>
                  <span className={styles.muted}>{session.url}</span>
                  <span>
                    <span title={session.address}>{short(session.address)}</span> on{' '}
                    {session.chains.join(', ')}
                  </span>
                </span>
                <Button
                  variant="secondary"
                  aria-label={`Disconnect ${session.name}`}
                  onClick={() => void wallet.disconnect(session.topic)}
                >
                  Disconnect
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  )
}

export function mountPhoneWallet(container: HTMLElement): void {
  document.title = PHONE_WALLET_NAME
  const wallet = createPhoneWallet({
    keys: DEMO_KEYS,
    chains: demoChains(),
    relayUrl: config.walletConnectRelayUrl,
    projectId: config.walletConnectProjectId,
    ask: (prompt) => askInDialog(prompt, PHONE_WALLET_NAME),
  })
  container.replaceChildren()
  createRoot(container).render(<PhoneWalletPage wallet={wallet} />)
}
