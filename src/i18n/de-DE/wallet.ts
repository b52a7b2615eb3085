import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {} satisfies Translation<typeof wallet>
