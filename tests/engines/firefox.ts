import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core'
import { ENGINES } from '../../scripts/engines.mjs'
import { BaseDriver } from './base'
import type { Query, WireStep } from './driver'

/**
 * Firefox reports a cross-origin fetch that failed in the network (offline, or the server down) as a page
 * error of its own: "Cross-Origin Request Blocked: … (Reason: CORS request did not succeed). Status code:
 * (null)." It is the browser noting the failed fetch, not an error of the page's: the app expects the API
 * out of reach offline and shows what it kept (the offline journey). A request the API refuses by its CORS
 * headers has another Reason, and still fails the journey.
 */
const NETWORK_FAILURE =
  /^Cross-Origin Request Blocked: The Same Origin Policy disallows reading the remote resource at \S+\. \(Reason: CORS request did not succeed\)\. Status code: \(null\)\.$/

/** The same note for an EventSource (the live votes' stream) that cannot reach its server offline. */
const STREAM_FAILURE = /^Firefox can’t establish a connection to the server at \S+\.$/

/**
 * And for code the page loads on need that the service worker does not hold yet, offline: the worker can
 * only fail it, and Firefox notes that it did. The app expects it (src/lib/withModule.ts); online, the same
 * note still fails the journey (a route of the worker failing a request the network would answer).
 */
const OFFLINE_CODE_FAILURE =
  /^Failed to load ‘http:\/\/localhost:4173\/assets\/[^’]+\.js’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/

/**
 * And for a request the page itself gave up, most often because the journey navigated while the page was
 * still fetching (the connect modal's wallet icons, fetched at idle): Firefox aborts the service worker's
 * answer (NS_BINDING_ABORTED) and notes that the worker "encountered an unexpected error". Only a URL
 * whose request was seen aborted is let through (`aborted` below); any other failure of the worker's
 * still fails the journey.
 */
const INTERCEPTED =
  /^Failed to load ‘([^’]+)’\. A ServiceWorker intercepted the request and encountered an unexpected error\.$/

/** Firefox for one worker, over WebDriver BiDi; each journey gets its own context (profile). */
export async function startFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: ENGINES.firefox.path,
    protocol: 'webDriverBiDi',
    headless: true,
    extraPrefsFirefox: {
      // Nothing to fetch on a machine without the internet: no updates, telemetry or remote settings.
      'app.update.enabled': false,
      'browser.safebrowsing.downloads.remote.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
    },
  })
}

export class FirefoxDriver extends BaseDriver<ElementHandle<Element>> {
  readonly engine = 'firefox'
  private readonly problems: string[] = []
  /** The worker's notes on requests, kept until the journey ends: the request may be seen aborted later. */
  private readonly intercepted: { url: string; text: string }[] = []
  /** The URLs of requests the page aborted (NS_BINDING_ABORTED). */
  private readonly aborted = new Set<string>()
  private readonly reading: Promise<void>[] = []
  private offline = false
  /** The tabs this journey opened, by id; `page` is the one acted on. */
  private readonly tabs = new Map<string, Page>()
  private constructor(
    private readonly context: BrowserContext,
    private page: Page,
  ) {
    super()
    this.watch(page)
    this.tabs.set('1', page)
  }

  /** Keeps the tab's uncaught errors and console errors (and, with ENGINES_DEBUG, what it does). */
  private watch(page: Page) {
    page.on('pageerror', (error) => {
      const notes = this.offline
        ? [NETWORK_FAILURE, STREAM_FAILURE, OFFLINE_CODE_FAILURE]
        : [NETWORK_FAILURE, STREAM_FAILURE]
      if (error instanceof Error && notes.some((note) => note.test(error.message))) return
      const url = error instanceof Error ? INTERCEPTED.exec(error.message)?.[1] : undefined
      if (url !== undefined) {
        this.intercepted.push({
          url,
          text: `uncaught: ${error instanceof Error ? error.stack || error.message : error}`,
        })
        return
      }
      this.problems.push(`uncaught: ${error instanceof Error ? error.stack || error.message : error}`)
    })
    page.on('console', (message) => {
      // The text of an Error logged is only "JSHandle@error": its message and stack are read from the page.
      const read = Promise.all(
        message
          .args()
          .map((arg) =>
            arg
              .evaluate((value) => (value instanceof Error ? value.stack || value.message : String(value)))
              .catch(() => '(gone)'),
          ),
      ).then((texts) => texts.join(' ') || message.text())
      if (process.env.ENGINES_DEBUG)
        void read.then((text) =>
          console.log(
            `[firefox ${message.type()}] ${text} (${JSON.stringify(message.stackTrace()[0] ?? {})})`,
          ),
        )
      if (message.type() === 'error')
        this.reading.push(read.then((text) => void this.problems.push(`console error: ${text}`)))
    })
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText === 'NS_BINDING_ABORTED') this.aborted.add(request.url())
    })
    // ENGINES_DEBUG=1: what the page logs, its navigations and its failed requests, as they happen.
    if (process.env.ENGINES_DEBUG) {
      page.on('framenavigated', (frame) => console.log(`[firefox navigated] ${frame.url()}`))
      page.on('requestfailed', (request) =>
        console.log(`[firefox failed] ${request.url()} ${request.failure()?.errorText}`),
      )
    }
  }

  async tab() {
    for (const [id, page] of this.tabs) if (page === this.page) return id
    throw new Error('The current tab is not known')
  }
  async newTab(path: string) {
    const page = await this.context.newPage()
    this.watch(page)
    const id = String(this.tabs.size + 1)
    this.tabs.set(id, page)
    await this.switchTab(id)
    // Not waitForApp: the page may not be the app's (the demo's /phone-wallet); the journey waits for what it shows.
    await this.navigate(path)
    return id
  }
  async switchTab(id: string) {
    const page = this.tabs.get(id)
    if (!page) throw new Error(`No tab ${id}`)
    this.page = page
    await page.bringToFront()
  }
  async paste(query: Query) {
    await this.click(query)
    await this.page.keyboard.down('Control')
    await this.page.keyboard.press('KeyV')
    await this.page.keyboard.up('Control')
  }

  static async open(browser: Browser, viewport = { width: 1280, height: 900 }) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.setViewport(viewport)
    return new FirefoxDriver(context, page)
  }

  protected async navigate(path: string) {
    await this.page.goto(new URL(path, 'http://localhost:4173').href)
  }
  /**
   * A reload while the page is still loading its chunks aborts those loads; the app takes a failed chunk for
   * a deploy's and, the host answering, reloads itself (src/lib/chunkReload.ts), which in turn aborts the
   * reload asked for here (NS_BINDING_ABORTED). The page has reloaded either way; waitForApp follows.
   */
  protected async refresh() {
    await this.page.reload().catch((error: Error) => {
      if (!error.message.includes('NS_BINDING_ABORTED')) throw error
    })
  }
  async back() {
    await this.page.goBack()
  }
  async url() {
    return new URL(this.page.url())
  }
  async evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<Awaited<T>> {
    return (await this.page.evaluate(fn as never, ...(args as never[]))) as Awaited<T>
  }
  async press(key: 'Tab' | 'Enter' | 'Escape') {
    await this.page.keyboard.press(key)
  }
  async setOffline(offline: boolean) {
    this.offline = offline
    await this.page.setOfflineMode(offline)
  }
  async errors() {
    await Promise.all(this.reading)
    const collected: string[] = []
    for (const page of this.tabs.values()) {
      try {
        collected.push(
          ...(await page.evaluate(
            () => JSON.parse(sessionStorage.getItem('__engineErrors') ?? '[]') as string[],
          )),
        )
      } catch {}
    }
    const failedByWorker = this.intercepted
      .filter(({ url }) => !this.aborted.has(url))
      .map(({ text }) => text)
    return [...this.problems, ...failedByWorker, ...collected]
  }
  async screenshot() {
    return Buffer.from(await this.page.screenshot())
  }
  async close() {
    await this.context.close()
  }
  protected async findHandle(steps: WireStep[]) {
    const handle = await this.page.evaluateHandle((s) => {
      const find = (window as unknown as { __engineFind?: (s: unknown) => Element | null }).__engineFind
      return find ? find(s) : 'missing'
    }, steps)
    const element = handle.asElement()
    if (element) return element as ElementHandle<Element>
    const value = await handle.jsonValue()
    await handle.dispose()
    return value === 'missing' ? 'missing' : null
  }
  protected async inject(script: string) {
    await this.page.evaluate(script)
  }
  protected async clickHandle(handle: ElementHandle<Element>) {
    await handle.click()
  }
  protected async typeInto(handle: ElementHandle<Element>, text: string) {
    await handle.evaluate((element) => (element as HTMLInputElement).select())
    await handle.type(text)
  }
}
