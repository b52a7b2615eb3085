import { WagmiContext } from 'wagmi'
import { VerifyAccount, type VerifyAccountProps } from './VerifyAccount'
import { wagmiConfig } from './wagmiConfig'

/**
 * The verify view for the connect modal, which renders outside the wallet runtime's WagmiProvider: the
 * same config is handed to wagmi's hooks directly. Only shown once a wallet is connected, so the runtime
 * is there by then; loaded on its own so that the modal's first paint never waits for wagmi.
 */
export function VerifyView(props: VerifyAccountProps) {
  return (
    <WagmiContext.Provider value={wagmiConfig}>
      <VerifyAccount {...props} />
    </WagmiContext.Provider>
  )
}
