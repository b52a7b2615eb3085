/** Where a connection attempt stands, as the connect pane shows it (spec sections 4 and 8). */
export type AttemptStatus =
  | 'idle'
  /** A link to the wallet app was just followed. */
  | 'opening'
  /** Waiting for the WalletConnect URI (the relay), or for the wallet to answer. */
  | 'connecting'
  /** A desktop extension shows its prompt. */
  | 'confirm-extension'
  /** A wallet app (in-app browser, Safe) shows its prompt. */
  | 'accept-in-wallet'
  /** The QR code is up. */
  | 'scan'
  /** The wallet app has (or can be given) the request; the person finishes there. */
  | 'continue-in-app'
  | 'not-installed'
  | 'not-available'
  | 'relay-unreachable'
  | 'failed'

/** Statuses that are errors: shown with Retry, announced assertively. */
export const FAILED_STATUSES: ReadonlySet<AttemptStatus> = new Set(['relay-unreachable', 'failed'])

export function statusText(status: AttemptStatus, wallet: string): string {
  switch (status) {
    case 'idle':
      return ''
    case 'opening':
      return `Opening ${wallet}…`
    case 'connecting':
      return 'Connecting…'
    case 'confirm-extension':
      return 'Confirm in extension'
    case 'accept-in-wallet':
      return 'Accept request in wallet'
    case 'scan':
      return `Scan with ${wallet === 'WalletConnect' ? 'your phone' : wallet}`
    case 'continue-in-app':
      return `Continue in ${wallet}`
    case 'not-installed':
      return `${wallet} is not installed`
    case 'not-available':
      return `${wallet} is not available`
    case 'relay-unreachable':
      return "Can't reach WalletConnect right now. Check your connection and try again."
    case 'failed':
      return `Couldn't connect to ${wallet}. Please try again.`
  }
}
