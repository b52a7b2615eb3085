import { ConnectXButton } from '@/features/auth/ConnectXButton'

/** The right end of the header: the wallet and X account controls. */
export function AccountActions() {
  return <ConnectXButton />
}
