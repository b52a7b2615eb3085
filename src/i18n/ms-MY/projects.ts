import type { Translation } from '../catalog'
import type projects from '../en-US/projects'

export default {} satisfies Translation<typeof projects>
