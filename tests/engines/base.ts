import {
  type EngineDriver,
  findInPage,
  label,
  poll,
  QUERIES_SCRIPT,
  type Query,
  stableInPage,
  toWire,
  type WireStep,
} from './driver'

/** Loads Testing Library's queries and `window.__engineFind` (findInPage) into the current document. */
const PAGE_SCRIPT = `${QUERIES_SCRIPT};\nwindow.__engineFind = ${findInPage.toString()};`

/** The waits and queries every engine shares; an engine supplies how to run code and act on an element. */
export abstract class BaseDriver<Handle> implements EngineDriver {
  abstract readonly engine: 'webkit' | 'firefox'
  protected abstract navigate(path: string): Promise<void>
  protected abstract refresh(): Promise<void>
  abstract back(): Promise<void>
  abstract url(): Promise<URL>
  abstract evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<Awaited<T>>
  abstract press(key: 'Tab' | 'Enter' | 'Escape'): Promise<void>
  abstract errors(): Promise<string[]>
  abstract screenshot(): Promise<Buffer>
  abstract close(): Promise<void>
  /** The element `window.__engineFind(steps)` returns; 'missing' when the page has no __engineFind yet. */
  protected abstract findHandle(steps: WireStep[]): Promise<Handle | null | 'missing'>
  protected abstract clickHandle(handle: Handle): Promise<void>
  protected abstract typeInto(handle: Handle, text: string): Promise<void>
  protected abstract inject(script: string): Promise<void>

  timeout = 10_000

  /**
   * Opens a page of the app and waits until the app has started (`window.yarmLive`): a click on the
   * pre-rendered page before then does nothing, however fast a driver is.
   */
  async goto(path: string): Promise<void> {
    await this.navigate(path)
    await this.waitForApp()
  }

  async reload(): Promise<void> {
    await this.refresh()
    await this.waitForApp()
  }

  async waitForApp(): Promise<void> {
    await this.waitUntil('the app to start', () => Boolean((window as { yarmLive?: unknown }).yarmLive))
  }

  protected async find(query: Query): Promise<Handle | null> {
    const steps = toWire(query)
    const found = await this.findHandle(steps)
    if (found !== 'missing') return found
    await this.inject(PAGE_SCRIPT)
    const again = await this.findHandle(steps)
    return again === 'missing' ? null : again
  }

  async exists(query: Query): Promise<boolean> {
    return (await this.find(query)) !== null
  }

  async waitFor(query: Query, timeout = this.timeout): Promise<void> {
    await poll(label(query), async () => (await this.find(query)) !== null, timeout)
  }

  async waitForGone(query: Query, timeout = this.timeout): Promise<void> {
    await poll(`${label(query)} to go`, async () => (await this.find(query)) === null, timeout)
  }

  /** Acts on the element once it is there; found again if the page replaced it meanwhile (a stale element). */
  private async act(query: Query, action: (handle: Handle) => Promise<void>) {
    await poll(
      label(query),
      async () => {
        const handle = await this.find(query)
        if (handle === null) return undefined
        await action(handle)
        return true
      },
      this.timeout,
    )
  }

  async click(query: Query): Promise<void> {
    await poll(
      label(query),
      async () => {
        const handle = await this.find(query)
        if (handle === null || !(await this.evaluate(stableInPage, toWire(query)))) return undefined
        await this.clickHandle(handle)
        return true
      },
      this.timeout,
    )
  }

  async fill(query: Query, text: string): Promise<void> {
    await this.act(query, (handle) => this.typeInto(handle, text))
  }

  /** Waits until the element the query finds has a text (textContent) matching `pattern`; returns it. */
  async waitForText(query: Query, pattern: RegExp | string = /.*/s, timeout = this.timeout): Promise<string> {
    const matches = (text: string) =>
      typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)
    let last = '(not found)'
    try {
      return await poll(
        `${label(query)} with text ${pattern}`,
        async () => {
          if ((await this.find(query)) === null) return undefined
          const text = await this.evaluate(
            (s) =>
              (window as unknown as { __engineFind: (s: unknown) => Element | null }).__engineFind(s)
                ?.textContent ?? null,
            toWire(query),
          )
          if (text === null) return undefined
          last = text
          return matches(text) ? text : undefined
        },
        timeout,
      )
    } catch (error) {
      throw new Error(`${(error as Error).message}; its text was: ${last.slice(0, 300)}`)
    }
  }

  /** Whether the element the query finds has the focus. */
  async isFocused(query: Query): Promise<boolean> {
    await this.find(query)
    return this.evaluate((s) => {
      const element = (window as unknown as { __engineFind: (s: unknown) => Element | null }).__engineFind(s)
      return element !== null && element === document.activeElement
    }, toWire(query))
  }

  /** Presses Tab until the element the query finds has the focus. */
  async tabTo(query: Query, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i++) {
      if (await this.isFocused(query)) return
      await this.press('Tab')
    }
    throw new Error(`Tab never reached ${label(query)}`)
  }

  /** The element's box on the page (getBoundingClientRect), once it is there. */
  async box(query: Query): Promise<{ x: number; y: number; width: number; height: number }> {
    await this.waitFor(query)
    return this.evaluate((s) => {
      const element = (window as unknown as { __engineFind: (s: unknown) => Element | null }).__engineFind(s)
      const { x, y, width, height } = (element as Element).getBoundingClientRect()
      return { x, y, width, height }
    }, toWire(query))
  }

  /** Waits until `fn` (run in the page) returns something truthy; returns it. */
  async waitUntil<T>(what: string, fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]) {
    return poll(what, async () => (await this.evaluate(fn, ...args)) || undefined, this.timeout)
  }
}
