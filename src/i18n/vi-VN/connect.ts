import type { Translation } from '../catalog'
import type connect from '../en-US/connect'

export default {} satisfies Translation<typeof connect>
