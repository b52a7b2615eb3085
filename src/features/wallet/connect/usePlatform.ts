import { useState } from 'react'
import { type Platform, readPlatform } from './platform'

/** The device does not change while the page lives: read it once per modal. */
export function usePlatform(): Platform {
  const [platform] = useState(readPlatform)
  return platform
}
