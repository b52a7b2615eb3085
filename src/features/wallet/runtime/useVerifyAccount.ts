import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { useSignMessage } from 'wagmi'
import { ApiError } from '@/api/ApiError'
import { getWalletNonce, verifyWalletSignature } from '@/api/auth'
import { ME } from '@/features/auth/queries'
import type { MessageKey } from '@/i18n/catalog'
import walletMessages from '@/i18n/en-US/wallet'
import { isUserRejection } from './errors'

/** Spec section 4: idle, signing and verifying. */
export type VerifyStatus = 'idle' | 'signing' | 'verifying'
/** What the button says is under way. */
export type VerifyStep = 'preparing' | 'waiting' | 'verifying'

/** Spec section 8: the messages of each failure (en-US: "Error preparing message, please retry!"…). */
export const VERIFY_ERRORS = {
  prepare: 'wallet.errorPrepare',
  sign: 'wallet.errorSign',
  verify: 'wallet.errorVerify',
  unexpected: 'wallet.errorUnexpected',
} as const satisfies Record<string, MessageKey>

/** What went wrong, put into words when shown (so it follows a change of language). */
export type VerifyError = { kind: keyof typeof VERIFY_ERRORS } | { kind: 'api'; cause: ApiError }

const englishText = (key: (typeof VERIFY_ERRORS)[keyof typeof VERIFY_ERRORS]) => {
  const name = key.slice('wallet.'.length) as keyof typeof walletMessages
  return walletMessages[name] ?? key
}

class VerifyStepError extends Error {
  override name = 'VerifyStepError' as const
  constructor(
    readonly step: keyof typeof VERIFY_ERRORS,
    cause?: unknown,
  ) {
    super(englishText(VERIFY_ERRORS[step]), { cause })
  }
}

/** Hex bytes, at least one: smart accounts' signatures (ERC-1271, ERC-6492) vary in length. */
const isSignature = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && value.length > 2 && isHex(value, { strict: true })

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
  const [error, setError] = useState<VerifyError | null>(null)
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
      // The wallet said it signed but answered with something that is not a signature (a faulty
      // extension or bridge): neither a signing failure nor a verdict on the signature, so it is the
      // spec's unexpected error, and nothing malformed is sent to the API.
      if (!isSignature(signature))
        throw new Error('The wallet answered with something that is not a signature.')

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
          ? { kind: 'api', cause }
          : caught instanceof VerifyStepError
            ? { kind: caught.step }
            : { kind: 'unexpected' },
      )
      setStatus('idle')
      setStep(null)
      if (!nonce.current) fetchNonce()
      return false
    }
  }, [address, chainId, fetchNonce, queryClient, signMessage])

  return { status, step, error, verify }
}
