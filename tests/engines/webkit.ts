import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type AddressInfo, createServer } from 'node:net'
import path from 'node:path'
import { remote } from 'webdriverio'
import { ENGINES } from '../../scripts/engines.mjs'
import { BaseDriver } from './base'
import { poll, type Query, type WireStep } from './driver'

type Browser = Awaited<ReturnType<typeof remote>>
type ElementRef = Record<string, string>
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'
const KEYS = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C' } as const
const CONTROL = '\uE009'

/**
 * The process groups each worker's WebKit runs in (Xvfb, and WebKitWebDriver with the MiniBrowsers it
 * launches), kept on disk: a worker Playwright stops at a time-out does not run its teardown, and its
 * processes would outlive it. The next worker with the same index ends them before it starts its own.
 */
const groupsFile = (index: number) => path.join('test-results', `.engines-webkit-${index}.json`)

function killGroups(groups: number[], signal: NodeJS.Signals = 'SIGKILL') {
  for (const group of groups) {
    // A group whose leader is gone still holds its id (Linux never hands it out while the group lives);
    // a live leader that is not one of ours means the id came round again: leave it.
    const command = readCommand(group)
    if (command !== null && !/Xvfb|WebKitWebDriver|MiniBrowser/.test(command)) continue
    try {
      process.kill(-group, signal)
    } catch {}
  }
}

function readCommand(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return null
  }
}

function killStale(index: number) {
  try {
    killGroups(JSON.parse(readFileSync(groupsFile(index), 'utf8')) as number[])
  } catch {}
  rmSync(groupsFile(index), { force: true })
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * An X display (Xvfb) and WebKitWebDriver for one worker; each journey opens its own MiniBrowser (its own
 * profile). Each runs in a process group of its own, so that stopping it also ends the browsers it
 * started. Xvfb picks a free display itself (-displayfd): a display left locked by anyone else is skipped.
 */
export async function startWebKitDriver(index: number) {
  killStale(index)
  const groups: number[] = []
  const children: ChildProcess[] = []
  // Also when the worker ends without its teardown.
  const stopNow = () => killGroups(groups)
  process.on('exit', stopNow)
  /** WebKitWebDriver (and its browsers), then Xvfb, each given a moment to clean up after itself. */
  const stop = async () => {
    for (const child of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue
      const exited = new Promise((resolve) => child.once('exit', resolve))
      killGroups([child.pid], 'SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
    }
    stopNow()
    process.off('exit', stopNow)
    rmSync(groupsFile(index), { force: true })
  }
  const start = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe'], env, detached: true })
    let stderr = ''
    child.stderr?.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-2000)
    })
    children.push(child)
    if (child.pid !== undefined) groups.push(child.pid)
    mkdirSync(path.dirname(groupsFile(index)), { recursive: true })
    writeFileSync(groupsFile(index), JSON.stringify(groups))
    return { child, log: () => stderr }
  }
  try {
    const xvfb = start(ENGINES.xvfb.path, [
      '-displayfd',
      '3',
      '-screen',
      '0',
      '1280x1024x24',
      '-nolisten',
      'tcp',
    ])
    const display = await new Promise<string>((resolve, reject) => {
      let text = ''
      xvfb.child.stdio[3]?.on('data', (chunk) => {
        text += chunk
        if (text.includes('\n')) resolve(`:${text.trim()}`)
      })
      xvfb.child.once('exit', () =>
        reject(new Error(`Xvfb exited before it opened a display\n${xvfb.log()}`)),
      )
    })
    const port = await freePort()
    const driver = start(ENGINES.webKitWebDriver.path, [`--port=${port}`], {
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
      throw new Error(`${(error as Error).message}\n${driver.log()}`)
    }
    return { port, stop }
  } catch (error) {
    await stop()
    throw error
  }
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
  /** Every tab's: each keeps its own (collect-errors.js). */
  async errors() {
    const current = await this.browser.getWindowHandle().catch(() => null)
    const handles = await this.browser.getWindowHandles().catch(() => [])
    const errors: string[] = []
    for (const handle of handles) {
      try {
        if (handles.length > 1) await this.browser.switchToWindow(handle)
        errors.push(
          ...(await this.evaluate(
            () => JSON.parse(sessionStorage.getItem('__engineErrors') ?? '[]') as string[],
          )),
        )
      } catch {}
    }
    if (current && handles.length > 1) await this.browser.switchToWindow(current).catch(() => {})
    return errors
  }
  async tab() {
    return this.browser.getWindowHandle()
  }
  /** A second window of the same MiniBrowser (same profile and clipboard), switched to. */
  async newTab(path: string) {
    const { handle } = await this.browser.createWindow('window')
    await this.switchTab(handle)
    // Not waitForApp: the page may not be the app's (the demo's /phone-wallet); the journey waits for what it shows.
    await this.navigate(path)
    return handle
  }
  async switchTab(id: string) {
    await this.browser.switchToWindow(id)
  }
  async paste(query: Query) {
    await this.click(query)
    await this.browser.keys([CONTROL, 'v'])
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
    await this.browser.elementClick(handle[ELEMENT_KEY] as string)
  }
  protected async typeInto(handle: ElementRef, text: string) {
    const id = handle[ELEMENT_KEY] as string
    await this.browser.elementClear(id)
    await this.browser.elementSendKeys(id, text)
  }
}
