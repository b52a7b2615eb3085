/**
 * Hand-written validators for what every page reads before it starts: the checks zod made, without zod's
 * ~10 KB in the first load (the data pages' API modules keep zod). An object keeps only the keys its shape names.
 */
export const INVALID: unique symbol = Symbol('invalid')
export type Check<T> = (value: unknown) => T | typeof INVALID
export type Infer<C> = C extends Check<infer T> ? T : never

export const string =
  (test?: (value: string) => boolean): Check<string> =>
  (value) =>
    typeof value === 'string' && (!test || test(value)) ? value : INVALID

export const number =
  (test?: (value: number) => boolean): Check<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && (!test || test(value)) ? value : INVALID

export const boolean: Check<boolean> = (value) => (typeof value === 'boolean' ? value : INVALID)

export const literal =
  <const T extends string | number | boolean>(expected: T): Check<T> =>
  (value) =>
    value === expected ? expected : INVALID

export const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (value) =>
    values.includes(value as T) ? (value as T) : INVALID

export const nullable =
  <T>(check: Check<T>): Check<T | null> =>
  (value) =>
    value === null ? null : check(value)

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value)

export const array =
  <T>(check: Check<T>): Check<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return INVALID
    const out: T[] = []
    for (const item of value) {
      const checked = check(item)
      if (checked === INVALID) return INVALID
      out.push(checked)
    }
    return out
  }

type Shape = Record<string, Check<unknown>>
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends Infer<S[K]> ? K : never }[keyof S]
type Flat<T> = { [K in keyof T]: T[K] }
export type ObjectOf<S extends Shape> = Flat<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: Infer<S[K]> } & { [K in OptionalKeys<S>]?: Infer<S[K]> }
>

/** A plain object (not an array) with these keys; others are dropped, absent optional ones stay absent. */
export const object =
  <S extends Shape>(shape: S): Check<ObjectOf<S>> =>
  (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID
    const input = value as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const checked = (shape[key] as Check<unknown>)(input[key])
      if (checked === INVALID) return INVALID
      if (checked !== undefined || Object.hasOwn(input, key)) out[key] = checked
    }
    return out as ObjectOf<S>
  }

export const int = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  number((value) => Number.isInteger(value) && value >= min && value <= max)

export const matches = (pattern: RegExp) => string((value) => pattern.test(value))

/** The `safeParse` side of a zod schema, over a check. */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export function schema<T>(check: Check<T>): Schema<T> {
  return {
    safeParse(value) {
      const data = check(value)
      return data === INVALID
        ? { success: false, error: new TypeError('The value does not have the expected shape.') }
        : { success: true, data }
    },
  }
}

export function parseWith<T>(check: Check<T>): (raw: unknown) => T | null {
  return (raw) => {
    const value = check(raw)
    return value === INVALID ? null : value
  }
}

/** Trimmed, with the tabs and newlines the URL parser ignores taken out, so the string says what it read (as `z.url()`). */
export const url =
  (schemes: readonly string[]): Check<string> =>
  (value) => {
    if (typeof value !== 'string') return INVALID
    const trimmed = value.trim()
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return INVALID
    try {
      if (!schemes.includes(new URL(trimmed).protocol.slice(0, -1))) return INVALID
    } catch {
      return INVALID
    }
    return trimmed.replace(/[\t\n\r]/g, '')
  }
