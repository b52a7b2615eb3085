import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {} satisfies Translation<typeof shell>
