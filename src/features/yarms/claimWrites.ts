// What the first Claim loads, as one module: with each of these imported on its own, every one became
// an entry of its own, and the viem and wagmi code they share with the dialogs and the wallet runtime
// was cut into many small chunks (the runtime 68.3 -> 71.0 KB gzip, the deposit dialog 5 KB more).
export { switchFailure, switchToChain } from '@/features/chain/chainSwitch'
export { waitForSettled } from '@/features/chain/settled'
export { sendClaim, withdrawRevert } from '@/features/chain/withdrawWrites'
export { writeFailure } from '@/features/chain/writeFailure'
