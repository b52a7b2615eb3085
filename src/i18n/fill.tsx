import { Fragment, type ReactNode } from 'react'

/**
 * Params that keep a message's `{name}` placeholders as they are, so that `t()` hands back the
 * translated sentence itself, for `fill` to put elements (a link, a <time>, bold text) into.
 */
export function slots<const N extends string>(...names: N[]): Record<N, string> {
  return Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<N, string>
}

/**
 * A translated sentence with elements in its placeholders, in whatever order the language puts them:
 * `fill(t('boards.updated', slots('updated', 'next')), { updated: <time …/>, next: <time …/> })`.
 */
export function fill(sentence: string, values: Record<string, ReactNode>): ReactNode[] {
  // Keyed by placeholder name (and how often it came before, should a sentence repeat one).
  const seen = new Map<string, number>()
  return sentence.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part
    const count = (seen.get(part) ?? 0) + 1
    seen.set(part, count)
    return <Fragment key={`${part}:${count}`}>{values[part] ?? `{${part}}`}</Fragment>
  })
}

/**
 * A translated sentence with text from others in its placeholders (names, handles: whatever the API
 * or a user wrote), each isolated in a `<bdi>`: an English name keeps its order in an Arabic
 * sentence, an Arabic one does not pull the sentence's numbers and punctuation around it.
 */
export function fillIsolated(sentence: string, values: Record<string, string>): ReactNode[] {
  return fill(
    sentence,
    Object.fromEntries(Object.entries(values).map(([name, text]) => [name, <bdi key={name}>{text}</bdi>])),
  )
}
