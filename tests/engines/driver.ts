import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * What a journey asks of an engine, the same in WebKit (WebDriver classic) and Firefox (WebDriver BiDi).
 * Elements are found as a person finds them, by role and accessible name (Testing Library's queries, run
 * in the page), and every wait polls what the page shows until a deadline.
 */

/** A name to match: a string matches the whole accessible name, a RegExp a part of it. */
export type Name = string | RegExp

/** One step of a query: the elements of this role (and name), inside those the previous step found. */
export interface Step {
  role: string
  name?: Name
  level?: number
  /** Only elements whose text contains this. */
  hasText?: string
}

export type Query = Step | Step[]

/** A Step as it crosses into the page (a RegExp does not survive serialisation). */
export interface WireStep {
  role: string
  name?: { source: string; flags: string } | string
  level?: number
  hasText?: string
}

export interface EngineDriver {
  readonly engine: 'webkit' | 'firefox'
  goto(path: string): Promise<void>
  reload(): Promise<void>
  back(): Promise<void>
  url(): Promise<URL>
  /** Runs a function in the page; it must not close over anything. */
  evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<Awaited<T>>
  /** Clicks the element the query finds, once it is there. */
  click(query: Query): Promise<void>
  /** Types into the text field the query finds, replacing what was there. */
  fill(query: Query, text: string): Promise<void>
  /** Presses one key (WebDriver key names: 'Tab', 'Enter', 'Escape'). */
  press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void>
  /** The page's errors so far: uncaught exceptions, unhandled rejections and console errors. */
  errors(): Promise<string[]>
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

const require = createRequire(import.meta.url)
/** Testing Library's DOM queries as one script for the page; exposes `TestingLibraryDom`. */
export const QUERIES_SCRIPT = readFileSync(
  require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
)

export function toWire(query: Query): WireStep[] {
  return (Array.isArray(query) ? query : [query]).map((step) => ({
    ...step,
    name: step.name instanceof RegExp ? { source: step.name.source, flags: step.name.flags } : step.name,
  }))
}

export const label = (query: Query) =>
  toWire(query)
    .map(
      (step) =>
        `${step.role}${step.name ? ` "${typeof step.name === 'string' ? step.name : `/${step.name.source}/`}"` : ''}`,
    )
    .join(' > ')

/**
 * Runs in the page (as `window.__engineFind`, with QUERIES_SCRIPT): the first element the steps lead to,
 * or null.
 */
export function findInPage(steps: WireStep[]): Element | null {
  const dom = (
    window as unknown as { TestingLibraryDom: { queryAllByRole: (...args: unknown[]) => Element[] } }
  ).TestingLibraryDom
  let scopes: Element[] = [document.body]
  for (const step of steps) {
    const name =
      step.name === undefined
        ? undefined
        : typeof step.name === 'string'
          ? step.name
          : new RegExp(step.name.source, step.name.flags)
    scopes = scopes.flatMap((scope) =>
      (dom.queryAllByRole(scope, step.role, { name, level: step.level }) as Element[]).filter(
        (element) => step.hasText === undefined || (element.textContent ?? '').includes(step.hasText),
      ),
    )
  }
  return scopes[0] ?? null
}

/**
 * Runs in the page: whether the element the steps lead to is in view and has kept its place on the page
 * (its box, in document coordinates) for two animation frames, as Playwright checks before a click. A
 * page still growing (the board draws its rows a few per task) moves what is below; a press there and
 * its release land on different elements, and no click happens.
 */
export function stableInPage(steps: WireStep[]): Promise<boolean> {
  const element = (window as unknown as { __engineFind: (s: WireStep[]) => Element | null }).__engineFind(
    steps,
  )
  if (!element) return Promise.resolve(false)
  const box = () => {
    const { x, y, width, height } = element.getBoundingClientRect()
    return `${x + scrollX},${y + scrollY},${width},${height}`
  }
  const { top, bottom } = element.getBoundingClientRect()
  if (top < 0 || bottom > innerHeight) element.scrollIntoView({ block: 'center' })
  const first = box()
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.isConnected && box() === first))),
  )
}

/** Polls `check` until it returns something other than undefined/false, or throws after `timeout` ms. */
export async function poll<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  timeout = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeout
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== false) return value
    } catch (error) {
      lastError = error
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeout} ms waiting for ${what}${lastError ? ` (last error: ${lastError})` : ''}`,
      )
    }
    // Polling interval, not a wait on the page's timing: the check above is what the journey waits on.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
