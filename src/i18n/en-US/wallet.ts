/** en-US messages of the wallet area. Placeholders are `{name}`; plural forms end in `_one` / `_other`. */
export default {
  // Connect button
  connectWallet: 'Connect Wallet',
  wrongNetwork: 'Wrong network',
  verifyWallet: 'Verify Wallet',
  networkLabel: 'Network: {chain}',
  accountLabel: 'Account {name}',
  balance: '{amount} {symbol}',
  // Account modal
  account: 'Account',
  balanceError: "The balance could not be loaded: the network isn't answering.",
  relayDown:
    "The connection to {wallet} is lost (WalletConnect's relay isn't answering). Reconnecting… Requests wait until it is back.",
  transactionsSent_one: '{count} transaction sent',
  transactionsSent_other: '{count} transactions sent',
  copyAddress: 'Copy Address',
  viewOnExplorer: 'View on Explorer',
  disconnect: 'Disconnect',
  recentTransactions: 'Recent Transactions',
  clearAll: 'Clear All',
  noTransactions: 'Your transactions will appear here…',
  txPending: 'pending',
  txConfirmed: 'confirmed',
  txFailed: 'failed',
  txLapsed: '{description}: the request to {wallet} expired while you were away. Try again.',
  txMaybeSent:
    '{description}: {wallet} may have sent it while you were away. Check your wallet before you send it again.',
  // Chain modal
  switchNetworks: 'Switch Networks',
  wrongNetworkDetected: 'Wrong network detected, switch or disconnect to continue.',
  cannotSwitch:
    'Your wallet does not support switching networks from {app}. Try switching networks from within your wallet instead.',
  switchFailed: 'Switching networks failed. Please try again.',
  connected: 'Connected',
  confirmInWallet: 'Confirm in wallet',
  // Verify account
  verifyTitle: 'Verify your account',
  signInFirst: 'Sign in with X first: your wallet is verified for your X account.',
  verifyIntro:
    "To finish connecting, sign a message in your wallet to prove you own {address}. It's free and sends no transaction.",
  preparing: 'Preparing message…',
  waiting: 'Waiting for signature…',
  verifying: 'Verifying signature…',
  signMessage: 'Sign message',
  errorPrepare: 'Error preparing message, please retry!',
  errorSign: 'Error signing message, please retry!',
  errorVerify: 'Error verifying signature, please retry!',
  errorUnexpected: 'Oops, something went wrong!',
} as const
