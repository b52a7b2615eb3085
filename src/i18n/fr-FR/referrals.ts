import type { Translation } from '../catalog'
import type referrals from '../en-US/referrals'

export default {} satisfies Translation<typeof referrals>
