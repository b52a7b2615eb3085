import type { Translation } from '../catalog'
import type home from '../en-US/home'

export default {} satisfies Translation<typeof home>
