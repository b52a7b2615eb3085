/** en-US messages of the auth area. Placeholders are `{name}`; plural forms end in `_one` / `_other`. */
export default {
  signingInTitle: 'Signing you in…',
  signingInLead: 'One moment while we finish signing you in with X.',
  xAccount: 'X account',
  xAccountButton: 'X account {handle}',
  signedInAs: 'Signed in as {name}',
  signOut: 'Sign out',
  signInCancelled: 'X sign-in was cancelled.',
  signInFailed: "X sign-in didn't complete. Please try again.",
  foreignLinkTitle: 'This sign-in link was not started here.',
  foreignLinkLead:
    'For your safety, Yarm finishes only a sign-in that this browser tab started. Nothing was saved. Connect X to sign in with your own account.',
} as const
