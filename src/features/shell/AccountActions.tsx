import { XAccountButton } from '@/features/auth/XAccountButton'

/** The right end of the header: the wallet and X account controls. */
export function AccountActions() {
  return <XAccountButton />
}
