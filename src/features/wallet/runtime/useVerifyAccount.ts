import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { isHex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { useSignMessage } from 'wagmi'
import { ApiError } from '@/api/ApiError'
import { getWalletNonce, verifyWalletSignature } from '@/api/auth'
import { isUserRejection } from '@/chains/errors'
import { ME } from '@/features/auth/queries'
import type { MessageKey } from '@/i18n/catalog'
import walletMessages from '@/i18n/en-US/wallet'
import { walletSends } from '../transactions/transactions'
import { type PendingRequest, pendingRequestStore } from '../walletconnect/resume/pendingRequest'
import { RequestLapsedError, verifyAnswer } from '../walletconnect/resume/verifyAnswer'

export type VerifyStatus = 'idle' | 'signing' | 'verifying'
export type VerifyStep = 'preparing' | 'waiting' | 'verifying'

/** Spec section 8: the messages of each failure (en-US: "Error preparing message, please retry!"…). */
export const VERIFY_ERRORS = {
  prepare: 'wallet.errorPrepare',
  sign: 'wallet.errorSign',
  verify: 'wallet.errorVerify',
  unexpected: 'wallet.errorUnexpected',
} as const satisfies Record<string, MessageKey>

/** Put into words when shown, so it follows a change of language. */
export type VerifyError = { kind: keyof typeof VERIFY_ERRORS | 'lapsed' } | { kind: 'api'; cause: ApiError }

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

function pendingVerify(address: string): PendingRequest | null {
  const pending = pendingRequestStore.read()
  return pending?.kind === 'verify' && pending.account.toLowerCase() === address.toLowerCase()
    ? pending
    : null
}

/** The nonce is fetched when the view opens: a round trip before the signing tap is what iOS punishes. */
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

  const run = useCallback(
    async (signed: () => Promise<{ message: string; signature: string }>) => {
      setError(null)
      setStatus('signing')
      try {
        const { message, signature } = await signed()
        // A faulty extension or bridge: the spec's unexpected error, and nothing malformed is sent to the API.
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
        if (cause instanceof RequestLapsedError) setError({ kind: 'lapsed' })
        else if (caught instanceof VerifyStepError && caught.step === 'sign' && isUserRejection(cause)) {
          // Spec section 4: a rejection returns to idle without a word; the nonce is still unused.
          setStatus('idle')
          setStep(null)
          return false
        } else
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
    },
    [fetchNonce, queryClient],
  )

  const verify = useCallback(
    () =>
      run(async () => {
        setStep('preparing')
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
        try {
          // Named for a wallet app that answers after the page is gone (see runtime/pendingRequest).
          const signature = await walletSends.during(
            { kind: 'verify', account: address as `0x${string}`, chainId, text: message },
            () => signMessage.mutateAsync({ message }),
          )
          return { message, signature }
        } catch (cause) {
          throw new VerifyStepError('sign', cause)
        }
      }),
    [address, chainId, fetchNonce, run, signMessage],
  )

  const resumed = useRef(false)
  useEffect(() => {
    if (resumed.current) return
    const pending = pendingVerify(address)
    if (!pending) return
    resumed.current = true
    setStep('waiting')
    void run(async () => {
      try {
        return { message: pending.text, signature: await verifyAnswer(pending) }
      } catch (cause) {
        throw cause instanceof RequestLapsedError ? cause : new VerifyStepError('sign', cause)
      }
    })
  }, [address, run])

  return { status, step, error, verify }
}
