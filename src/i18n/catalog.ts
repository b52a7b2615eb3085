import type enUS from './en-US'

/** The shape of a catalogue: namespaces of messages, as en-US has them. */
export type Catalog = typeof enUS
type Namespace = keyof Catalog

/** Every message key, as `namespace.key`. */
export type MessageKey = {
  [N in Namespace]: `${N & string}.${keyof Catalog[N] & string}`
}[Namespace]

type MessageOf<K extends MessageKey> = K extends `${infer N}.${infer M}`
  ? N extends Namespace
    ? M extends keyof Catalog[N]
      ? Catalog[N][M]
      : never
    : never
  : never

/** The `{name}` placeholders of a message, read from its en-US text at compile time. */
type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never

export type MessageParams<K extends MessageKey> = [Placeholders<MessageOf<K>>] extends [never]
  ? []
  : [params: Record<Placeholders<MessageOf<K>>, string | number>]

/** A translation of one namespace: every key, nothing else (placeholders are checked by a unit test). */
export type Translation<T> = { readonly [K in keyof T]: string }

/** A whole translated catalogue. */
export type TranslatedCatalog = { readonly [N in Namespace]: Translation<Catalog[N]> }
