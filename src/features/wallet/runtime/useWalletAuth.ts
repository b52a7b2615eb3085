import { useUserInfo } from '@/features/auth/useUserInfo'

/** Spec section 5. Without an X session there is nobody to verify for. */
export function useWalletVerified(address: string | undefined): boolean {
  const { data: user } = useUserInfo()
  return Boolean(address && user?.wallet && user.wallet.address.toLowerCase() === address.toLowerCase())
}
