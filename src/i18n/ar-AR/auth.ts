import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {} satisfies Translation<typeof auth>
