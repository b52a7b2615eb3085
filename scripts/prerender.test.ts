import { describe, expect, it } from 'vitest'
import { headTags, outputFileFor } from './prerender'

describe('static export helpers', () => {
  it('writes each route to its own index.html', () => {
    expect(outputFileFor('/')).toBe('index.html')
    expect(outputFileFor('/yarmerboard')).toBe('yarmerboard/index.html')
    expect(outputFileFor('/auth/callback')).toBe('auth/callback/index.html')
    expect(outputFileFor('/404')).toBe('404.html')
  })

  it('escapes what goes into the head', () => {
    const html = headTags(
      {
        title: 'A "quoted" <title>',
        description: 'x & y',
        canonical: 'https://a.b/c',
        image: 'https://a.b/i.png',
      },
      'Yarm',
    )
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;title&gt;</title>')
    expect(html).toContain('content="x &amp; y"')
  })
})
