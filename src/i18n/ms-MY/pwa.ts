import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {} satisfies Translation<typeof pwa>
