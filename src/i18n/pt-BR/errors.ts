import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {} satisfies Translation<typeof errors>
