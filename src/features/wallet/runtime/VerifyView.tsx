import { WagmiContext } from 'wagmi'
import { VerifyAccount, type VerifyAccountProps } from './VerifyAccount'
import { wagmiConfig } from './wagmiConfig'

/** The connect modal renders outside the runtime's WagmiProvider: the same config is handed to wagmi's hooks. */
export function VerifyView(props: VerifyAccountProps) {
  return (
    <WagmiContext.Provider value={wagmiConfig}>
      <VerifyAccount {...props} />
    </WagmiContext.Provider>
  )
}
