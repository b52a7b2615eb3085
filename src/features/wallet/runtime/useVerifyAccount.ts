import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { createSiweMessage } from 'viem/siwe'
import { useSignMessage } from 'wagmi'
import { ApiError } from '@/api/ApiError'
import { getWalletNonce, verifyWalletSignature } from '@/api/auth'
import { errorMessage } from '@/api/errorMessage'
import { ME } from '@/features/auth/queries'
import { isUserRejection } from './errors'

/** Spec section 4: idle, signing and verifying. */
export type VerifyStatus = 'idle' | 'signing' | 'verifying'
/** What the button says is under way. */
export type VerifyStep = 'preparing' | 'waiting' | 'verifying'

/** Spec section 8. */
export const VERIFY_ERRORS = {
  prepare: 'Error preparing message, please retry!',
  sign: 'Error signing message, please retry!',
  verify: 'Error verifying signature, please retry!',
  unexpected: 'Oops, something went wrong!',
} as const

class VerifyStepError extends Error {
  override name = 'VerifyStepError' as const
  constructor(
    readonly step: keyof typeof VERIFY_ERRORS,
    cause?: unknown,
  ) {
    super(VERIFY_ERRORS[step], { cause })
  }
}

/** The contract codes that say more than the spec's generic verification error. */
const SPECIFIC_CODES = new Set(['X_HANDLE_MISMATCH', 'WALLET_LOCKED', 'UNAUTHORIZED'])

/**
 * Sign-in with Ethereum: the nonce is fetched when the view opens (so the tap that signs is not held
 * up by a round trip, which iOS would punish), then an EIP-4361 message is signed and verified.
 */
export function useVerifyAccount({ address, chainId }: { address: string; chainId: number }) {
  const queryClient = useQueryClient()
  const signMessage = useSignMessage()
  const [status, setStatus] = useState<VerifyStatus>('idle')
  const [step, setStep] = useState<VerifyStep | null>(null)
  const [error, setError] = useState<string | null>(null)
  const nonce = useRef<Promise<string> | null>(null)

  const fetchNonce = useCallback(() => {
    const pending = getWalletNonce()
    // Errors surface when the user taps Sign; this keeps an early failure from going unhandled.
    pending.catch(() => {})
    nonce.current = pending
    return pending
  }, [])

  useEffect(() => {
    fetchNonce()
  }, [fetchNonce])

  const verify = useCallback(async () => {
    setError(null)
    setStatus('signing')
    setStep('preparing')
    try {
      let message: string
      try {
        const value = await (nonce.current ?? fetchNonce()).catch(() => fetchNonce())
        message = createSiweMessage({
          address: address as `0x${string}`,
          chainId,
          domain: window.location.host,
          uri: window.location.origin,
          version: '1',
          nonce: value,
          statement: 'Sign in to Yarm to prove you own this wallet.',
        })
      } catch (cause) {
        throw new VerifyStepError('prepare', cause)
      }

      setStep('waiting')
      let signature: string
      try {
        signature = await signMessage.mutateAsync({ message })
      } catch (cause) {
        if (isUserRejection(cause)) {
          // Spec section 4: a rejection returns to idle without a word; the nonce is still unused.
          setStatus('idle')
          setStep(null)
          return false
        }
        throw new VerifyStepError('sign', cause)
      }

      setStatus('verifying')
      setStep('verifying')
      // Whatever the outcome, the nonce has been spent.
      nonce.current = null
      let verified: boolean
      try {
        verified = (await verifyWalletSignature({ message, signature })).verified
      } catch (cause) {
        throw new VerifyStepError('verify', cause)
      }
      if (!verified) throw new VerifyStepError('verify')
      await queryClient.invalidateQueries({ queryKey: [ME] })
      setStatus('idle')
      setStep(null)
      return true
    } catch (caught) {
      const cause = caught instanceof VerifyStepError ? caught.cause : caught
      setError(
        cause instanceof ApiError && SPECIFIC_CODES.has(cause.code)
          ? errorMessage(cause)
          : caught instanceof VerifyStepError
            ? caught.message
            : VERIFY_ERRORS.unexpected,
      )
      setStatus('idle')
      setStep(null)
      if (!nonce.current) fetchNonce()
      return false
    }
  }, [address, chainId, fetchNonce, queryClient, signMessage])

  return { status, step, error, verify }
}
