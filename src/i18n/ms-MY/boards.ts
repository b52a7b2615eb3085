import type { Translation } from '../catalog'
import type boards from '../en-US/boards'

export default {} satisfies Translation<typeof boards>
