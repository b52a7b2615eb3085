import { connect } from 'wagmi/actions'
import { wagmiConfig } from '../../runtime/wagmiConfig'
import { WAGMI_REQUESTED_CHAINS } from '../../state/storageKeys'
import { ensureWalletConnect, followers } from '../connector'
import { type SettledSession, sessionsOf, takeSession } from '../sdkInternals'

export class PairingLapsedError extends Error {
  override name = 'PairingLapsedError' as const
}

/**
 * After a reload the relay holds the wallet's approval for the pairing topic, and the SDK settles the session
 * with no connect() waiting for it; that session is given to the provider and wagmi connects through it.
 */
export async function adoptPendingSession(pairingTopic: string, expiresAt: number): Promise<void> {
  const connector = ensureWalletConnect()
  const provider = await connector.getProvider()
  const { onPairingRefused } = await followers()
  const sessions = sessionsOf(provider)
  const session = await new Promise<SettledSession>((resolve, reject) => {
    let stopRefused: (() => void) | undefined
    const finish = (outcome: () => void) => {
      clearTimeout(timer)
      stopRefused?.()
      stopListening()
      outcome()
    }
    const stopListening = sessions.onConnect(({ session }) => {
      if (session.pairingTopic === pairingTopic) finish(() => resolve(session))
    })
    const timer = setTimeout(
      () => finish(() => reject(new PairingLapsedError('The pairing lapsed'))),
      Math.max(0, expiresAt - Date.now()),
    )
    // Settled before this listener was there (while the SDK started).
    const settled = sessions.settled().find((candidate) => candidate.pairingTopic === pairingTopic)
    if (settled) {
      finish(() => resolve(settled))
      return
    }
    // The wallet said no while the page was gone: the relay held that too (its code tells a person's refusal).
    stopRefused = onPairingRefused(pairingTopic, (refusal) =>
      finish(() => reject(Object.assign(new Error(refusal.message), { code: refusal.code }))),
    )
  })
  await takeSession(provider, session)
  // wagmi's connector takes a session as its own only if it asked for these chains (else it ends it).
  await wagmiConfig.storage?.setItem(
    WAGMI_REQUESTED_CHAINS,
    wagmiConfig.chains.map((chain) => chain.id),
  )
  await connect(wagmiConfig, { connector })
}
