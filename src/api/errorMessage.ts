import type { MessageKey } from '@/i18n/catalog'
import { i18nStore, translate } from '@/i18n/i18nStore'
import { ApiError } from './ApiError'

/** The contract's error codes (shared/spec/api-contract.md), each with its sentence in the `errors` catalogue. */
const CODE_MESSAGES = {
  UNAUTHORIZED: 'errors.UNAUTHORIZED',
  NOT_ELIGIBLE: 'errors.NOT_ELIGIBLE',
  WALLET_NOT_VERIFIED: 'errors.WALLET_NOT_VERIFIED',
  INVITE_CODE_INVALID: 'errors.INVITE_CODE_INVALID',
  X_HANDLE_MISMATCH: 'errors.X_HANDLE_MISMATCH',
  WALLET_LOCKED: 'errors.WALLET_LOCKED',
  ALREADY_VOTED: 'errors.ALREADY_VOTED',
  VOTING_CLOSED: 'errors.VOTING_CLOSED',
  NOT_ACTIVATED: 'errors.NOT_ACTIVATED',
  PROJECT_NOT_FOUND: 'errors.PROJECT_NOT_FOUND',
  CODE_INVALID: 'errors.CODE_INVALID',
  SELF_REFERRAL: 'errors.SELF_REFERRAL',
  REFERRER_ALREADY_SET: 'errors.REFERRER_ALREADY_SET',
  REFERRAL_CYCLE: 'errors.REFERRAL_CYCLE',
  INVALID_NONCE: 'errors.INVALID_NONCE',
  INVALID_MESSAGE: 'errors.INVALID_MESSAGE',
  INVALID_PAGE: 'errors.INVALID_PAGE',
} as const satisfies Record<string, ErrorKey>

/** The `errors` messages: plain sentences, none with placeholders. */
type ErrorKey = Extract<MessageKey, `errors.${string}`>

function messageKey(error: unknown): ErrorKey {
  if (error instanceof ApiError) {
    if (Object.hasOwn(CODE_MESSAGES, error.code)) {
      return CODE_MESSAGES[error.code as keyof typeof CODE_MESSAGES]
    }
    if (error.isNetworkError) return 'errors.network'
    if (error.code === 'INVALID_RESPONSE' || error.code === 'EMPTY_BODY') return 'errors.invalidResponse'
    if (error.status === 401) return CODE_MESSAGES.UNAUTHORIZED
    if (error.status === 429) return 'errors.tooManyRequests'
    if (error.status >= 500) return 'errors.server'
  }
  return 'errors.generic'
}

/** The one place errors become words; outside React it reads the i18n store. */
export function errorMessage(error: unknown): string {
  return translate(i18nStore.get().messages, messageKey(error))
}
