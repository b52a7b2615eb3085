import { type ChildProcess, spawn } from 'node:child_process'
import { remote } from 'webdriverio'
import { ENGINES } from '../../scripts/engines.mjs'
import { BaseDriver } from './base'
import { poll, type WireStep } from './driver'

type Browser = Awaited<ReturnType<typeof remote>>
type ElementRef = Record<string, string>
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'
const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C' } as const

/** An X display (Xvfb) and WebKitWebDriver for one worker; each journey opens its own MiniBrowser. */
export async function startWebKitDriver(index: number) {
  const display = `:${90 + index}`
  const port = 4450 + index
  const processes: ChildProcess[] = []
  const stop = async () => {
    for (const child of processes.reverse()) {
      if (child.exitCode !== null) continue
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill()
      await exited
    }
  }
  const start = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env })
    let stderr = ''
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-2000)
    })
    processes.push(child)
    return () => stderr
  }
  start(ENGINES.xvfb.path, [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'])
  const driverLog = start(ENGINES.webKitWebDriver.path, [`--port=${port}`], {
    ...process.env,
    DISPLAY: display,
  })
  try {
    await poll(
      'WebKitWebDriver to answer',
      async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok,
      15_000,
    )
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n${driverLog()}`)
  }
  return { port, stop }
}

export class WebKitDriver extends BaseDriver<ElementRef> {
  readonly engine = 'webkit'
  private constructor(private readonly browser: Browser) {
    super()
  }

  /** A fresh MiniBrowser (its own profile: no storage, no service worker) at the given window size. */
  static async open(port: number, size: { width: number; height: number } = { width: 1280, height: 900 }) {
    const browser = await remote({
      hostname: '127.0.0.1',
      port,
      path: '/',
      logLevel: 'error',
      connectionRetryCount: 0,
      capabilities: {
        // WebKitWebDriver has no BiDi, and rejects a browserName it was not built for.
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': {
          binary: ENGINES.miniBrowser.path,
          // The args replace MiniBrowser's defaults, so --automation is listed again.
          args: ['--automation', '--ignore-tls-errors'],
        },
      } as WebdriverIO.Capabilities,
    })
    await browser.setWindowRect(0, 0, size.width, size.height)
    return new WebKitDriver(browser)
  }

  protected async navigate(path: string) {
    await this.browser.url(new URL(path, 'http://localhost:4173').href)
  }
  protected async refresh() {
    await this.browser.refresh()
  }
  async back() {
    await this.browser.back()
  }
  async url() {
    return new URL(await this.browser.getUrl())
  }
  async evaluate<T>(fn: (...args: never[]) => T | Promise<T>, ...args: unknown[]): Promise<Awaited<T>> {
    const result = (await this.browser.executeAsync(
      `const done = arguments[arguments.length - 1];
       Promise.resolve((${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`,
      ...args,
    )) as { value?: Awaited<T>; error?: string }
    if (result.error !== undefined) throw new Error(result.error)
    return result.value as Awaited<T>
  }
  async press(key: 'Tab' | 'Enter' | 'Escape') {
    await this.browser.keys(KEYS[key])
  }
  async errors() {
    try {
      return await this.evaluate(
        () => JSON.parse(sessionStorage.getItem('__engineErrors') ?? '[]') as string[],
      )
    } catch {
      return []
    }
  }
  async screenshot() {
    return Buffer.from(await this.browser.takeScreenshot(), 'base64')
  }
  async close() {
    await this.browser.deleteSession()
  }
  /** Sets the window's outer size (WebDriver classic cannot emulate a viewport). */
  async resize(width: number, height: number) {
    await this.browser.setWindowRect(null, null, width, height)
  }
  protected async findHandle(steps: WireStep[]) {
    const found = await this.browser.execute(
      `const find = window.__engineFind; return find ? find(arguments[0]) : 'missing'`,
      steps,
    )
    return (found as ElementRef | null | 'missing') ?? null
  }
  protected async inject(script: string) {
    await this.browser.execute(script)
  }
  protected async clickHandle(handle: ElementRef) {
    // WebKitWebDriver's click does not always land on an element it first has to scroll to.
    await this.browser.execute('arguments[0].scrollIntoView({ block: "center" })', handle)
    await this.browser.elementClick(handle[ELEMENT_KEY] as string)
  }
  protected async typeInto(handle: ElementRef, text: string) {
    const id = handle[ELEMENT_KEY] as string
    await this.browser.elementClear(id)
    await this.browser.elementSendKeys(id, text)
  }
}
