/** How the demo wallet names itself to the page (EIP-6963) and on its prompts. */
export const DEMO_WALLET_NAME = 'Demo wallet'
export const DEMO_WALLET_RDNS = 'xyz.yarm.demowallet'
