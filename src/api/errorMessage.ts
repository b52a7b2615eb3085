import { ApiError } from './ApiError'

/** The contract's error codes (shared/spec/api-contract.md) as sentences people read. */
const CODE_MESSAGES: Record<string, string> = {
  UNAUTHORIZED: 'Your session has ended. Connect X to sign in again.',
  NOT_ELIGIBLE: "Your X account doesn't meet the eligibility criteria yet.",
  WALLET_NOT_VERIFIED: 'Verify your wallet with a signature before activating.',
  INVITE_CODE_INVALID: "That invite code isn't valid. Check it and try again.",
  X_HANDLE_MISMATCH:
    'This wallet is already linked to a different X account. Connect the wallet you registered with.',
  WALLET_LOCKED: 'Your account is locked to the wallet you activated with; it cannot be changed.',
  ALREADY_VOTED: 'You have already voted for this project.',
  VOTING_CLOSED: 'Voting for this project has closed.',
  NOT_ACTIVATED: 'Activate your account on the Home page to vote.',
  PROJECT_NOT_FOUND: "This project doesn't exist any more.",
  CODE_INVALID: "That referral code doesn't exist. Check it and try again.",
  SELF_REFERRAL: "You can't use your own referral code.",
  REFERRER_ALREADY_SET: 'You have already been invited by someone; that cannot change.',
  INVALID_NONCE: 'The sign-in request expired. Please try again.',
  INVALID_MESSAGE: 'The sign-in message was not accepted. Please try again.',
  INVALID_PAGE: "That page doesn't exist.",
}

/** The sentence a person sees for a failed call; the one place errors become words. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const known = CODE_MESSAGES[error.code]
    if (known) return known
    if (error.isNetworkError)
      return "You're offline or the server can't be reached. Check your connection and try again."
    if (error.code === 'INVALID_RESPONSE' || error.code === 'EMPTY_BODY')
      return 'The server sent something unexpected. Try again in a moment.'
    if (error.status === 401) return CODE_MESSAGES.UNAUTHORIZED as string
    if (error.status === 429) return 'Too many requests. Wait a moment and try again.'
    if (error.status >= 500) return 'The server is having trouble right now. Try again in a moment.'
  }
  return 'Oops, something went wrong!'
}
