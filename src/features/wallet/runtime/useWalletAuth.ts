import { useUserInfo } from '@/features/auth/useUserInfo'

/**
 * Whether the connected address is the wallet this X account proved it owns (spec section 5: sign-in
 * requires signing a message). Without an X session there is nobody to verify for.
 */
export function useWalletVerified(address: string | undefined): boolean {
  const { data: user } = useUserInfo()
  return Boolean(address && user?.wallet && user.wallet.address.toLowerCase() === address.toLowerCase())
}
