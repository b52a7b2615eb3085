/** en-US messages of the errors area. Placeholders are `{name}`; plural forms end in `_one` / `_other`. */
export default {
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
  REFERRAL_CYCLE:
    "You invited this person, directly or through friends, so their code can't be your inviter.",
  INVALID_NONCE: 'The sign-in request expired. Please try again.',
  INVALID_MESSAGE: 'The sign-in message was not accepted. Please try again.',
  INVALID_PAGE: "That page doesn't exist.",
  network: "You're offline or the server can't be reached. Check your connection and try again.",
  invalidResponse: 'The server sent something unexpected. Try again in a moment.',
  tooManyRequests: 'Too many requests. Wait a moment and try again.',
  server: 'The server is having trouble right now. Try again in a moment.',
  generic: 'Oops, something went wrong!',
} as const
