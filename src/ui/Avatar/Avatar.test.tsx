import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { config } from '@/config'
import { Avatar } from './Avatar'
import { DEFAULT_AVATAR_SRC } from './defaultAvatar'

const images = (container: HTMLElement) => Array.from(container.querySelectorAll('img'))

describe('Avatar', () => {
  it('shows only the default image without a handle', () => {
    const { container } = render(<Avatar />)
    expect(images(container).map((img) => img.getAttribute('src'))).toEqual([DEFAULT_AVATAR_SRC])
  })

  it('asks the avatar service for the handle under twitter, and fades it in once loaded', () => {
    const { container } = render(<Avatar xHandle="alice_yaps" size={24} />)
    const picture = images(container)[1]
    expect(picture).toHaveAttribute('src', `${config.avatarBaseUrl}/twitter/alice_yaps`)
    expect(picture).toHaveAttribute('crossorigin', 'anonymous')
    expect(picture).toHaveAttribute('data-status', 'loading')
    fireEvent.load(picture as HTMLImageElement)
    expect(picture).toHaveAttribute('data-status', 'loaded')
  })

  it('keeps the default image when loading fails', () => {
    const { container } = render(<Avatar xHandle="noavatar_nick" />)
    fireEvent.error(images(container)[1] as HTMLImageElement)
    expect(images(container).map((img) => img.getAttribute('src'))).toEqual([DEFAULT_AVATAR_SRC])
  })

  it('never puts an invalid handle into a URL', () => {
    const { container } = render(<Avatar xHandle={'../../evil"><script>'} />)
    expect(images(container)).toHaveLength(1)
  })
})
