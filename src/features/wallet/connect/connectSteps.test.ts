import { describe, expect, it } from 'vitest'
import {
  backTarget,
  type ConnectStep,
  connectStepReducer,
  INITIAL_STEP_STATE,
  type StepEvent,
  type StepState,
} from './connectSteps'

const at = (patch: Partial<StepState>): StepState => ({ ...INITIAL_STEP_STATE, ...patch })

/** One or more representative states per step: every origin a step can remember. */
const STATES = {
  NONE: INITIAL_STEP_STATE,
  LEARN_COMPACT: at({ step: 'LEARN_COMPACT' }),
  'GET from NONE': at({ step: 'GET', getFrom: 'NONE' }),
  'GET from LEARN_COMPACT': at({ step: 'GET', getFrom: 'LEARN_COMPACT' }),
  CONNECT: at({ step: 'CONNECT', walletId: 'rainbow' }),
  'DOWNLOAD_OPTIONS from the list': at({ step: 'DOWNLOAD_OPTIONS', walletId: 'rainbow' }),
  'DOWNLOAD_OPTIONS from GET': at({
    step: 'DOWNLOAD_OPTIONS',
    walletId: 'rainbow',
    flowFrom: 'GET',
    downloadFrom: 'GET',
    getFrom: 'LEARN_COMPACT',
  }),
  'DOWNLOAD_OPTIONS from CONNECT': at({
    step: 'DOWNLOAD_OPTIONS',
    walletId: 'rainbow',
    flowFrom: 'CONNECT',
    downloadFrom: 'CONNECT',
  }),
  'DOWNLOAD via the options': at({
    step: 'DOWNLOAD',
    walletId: 'rainbow',
    flowFrom: 'GET',
    downloadFrom: 'DOWNLOAD_OPTIONS',
  }),
  'DOWNLOAD straight from GET': at({
    step: 'DOWNLOAD',
    walletId: 'safe',
    flowFrom: 'GET',
    downloadFrom: 'GET',
  }),
  INSTRUCTIONS_MOBILE: at({
    step: 'INSTRUCTIONS_MOBILE',
    walletId: 'rainbow',
    downloadFrom: 'DOWNLOAD_OPTIONS',
  }),
  INSTRUCTIONS_EXTENSION: at({ step: 'INSTRUCTIONS_EXTENSION', walletId: 'rainbow' }),
  INSTRUCTIONS_DESKTOP: at({ step: 'INSTRUCTIONS_DESKTOP', walletId: 'ledger' }),
} satisfies Record<string, StepState>

type StateName = keyof typeof STATES

const EVENTS = {
  learn: { type: 'learn' },
  openGet: { type: 'openGet' },
  'pickWallet → CONNECT': { type: 'pickWallet', walletId: 'metaMask', target: 'CONNECT' },
  'pickWallet → DOWNLOAD_OPTIONS': { type: 'pickWallet', walletId: 'metaMask', target: 'DOWNLOAD_OPTIONS' },
  'getWallet → DOWNLOAD_OPTIONS': { type: 'getWallet', walletId: 'rainbow', target: 'DOWNLOAD_OPTIONS' },
  'getWallet → DOWNLOAD': { type: 'getWallet', walletId: 'rainbow', target: 'DOWNLOAD' },
  'getWallet (another wallet)': { type: 'getWallet', walletId: 'zerion', target: 'DOWNLOAD_OPTIONS' },
  'chooseDownload mobile': { type: 'chooseDownload', surface: 'mobile' },
  'chooseDownload extension': { type: 'chooseDownload', surface: 'extension' },
  'chooseDownload desktop': { type: 'chooseDownload', surface: 'desktop' },
  continue: { type: 'continue' },
  connect: { type: 'connect' },
  'back (compact)': { type: 'back', compact: true },
  'back (wide)': { type: 'back', compact: false },
  reset: { type: 'reset' },
} satisfies Record<string, StepEvent>

type EventName = keyof typeof EVENTS

/** What every state does with these: pick a wallet anywhere (the wide list is always there), or reset. */
const EVERYWHERE: Partial<Record<EventName, StepState>> = {
  'pickWallet → CONNECT': at({ step: 'CONNECT', walletId: 'metaMask' }),
  'pickWallet → DOWNLOAD_OPTIONS': at({ step: 'DOWNLOAD_OPTIONS', walletId: 'metaMask' }),
  reset: INITIAL_STEP_STATE,
}

/** Per state, the events that change it; every other event must leave the state exactly as it was. */
const CHANGES: Record<StateName, Partial<Record<EventName, StepState>>> = {
  NONE: {
    learn: at({ step: 'LEARN_COMPACT' }),
    openGet: at({ step: 'GET', getFrom: 'NONE' }),
  },
  LEARN_COMPACT: {
    openGet: at({ step: 'GET', getFrom: 'LEARN_COMPACT' }),
    'back (compact)': INITIAL_STEP_STATE,
    'back (wide)': INITIAL_STEP_STATE,
  },
  'GET from NONE': {
    'getWallet → DOWNLOAD_OPTIONS': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
    }),
    'getWallet → DOWNLOAD': at({
      step: 'DOWNLOAD',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
    }),
    'getWallet (another wallet)': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'zerion',
      flowFrom: 'GET',
      downloadFrom: 'GET',
    }),
    'back (compact)': INITIAL_STEP_STATE,
    'back (wide)': INITIAL_STEP_STATE,
  },
  'GET from LEARN_COMPACT': {
    'getWallet → DOWNLOAD_OPTIONS': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
      getFrom: 'LEARN_COMPACT',
    }),
    'getWallet → DOWNLOAD': at({
      step: 'DOWNLOAD',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
      getFrom: 'LEARN_COMPACT',
    }),
    'getWallet (another wallet)': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'zerion',
      flowFrom: 'GET',
      downloadFrom: 'GET',
      getFrom: 'LEARN_COMPACT',
    }),
    'back (compact)': at({ step: 'LEARN_COMPACT' }),
    'back (wide)': at({ step: 'LEARN_COMPACT' }),
  },
  CONNECT: {
    'getWallet → DOWNLOAD_OPTIONS': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'rainbow',
      flowFrom: 'CONNECT',
      downloadFrom: 'CONNECT',
    }),
    'getWallet → DOWNLOAD': at({
      step: 'DOWNLOAD',
      walletId: 'rainbow',
      flowFrom: 'CONNECT',
      downloadFrom: 'CONNECT',
    }),
    // The brief: CONNECT goes back to NONE in compact mode; wide, the list beside it is the way back.
    'back (compact)': INITIAL_STEP_STATE,
  },
  'DOWNLOAD_OPTIONS from the list': {
    'chooseDownload mobile': at({ step: 'DOWNLOAD', walletId: 'rainbow', downloadFrom: 'DOWNLOAD_OPTIONS' }),
    'chooseDownload extension': at({ step: 'INSTRUCTIONS_EXTENSION', walletId: 'rainbow' }),
    'chooseDownload desktop': at({ step: 'INSTRUCTIONS_DESKTOP', walletId: 'rainbow' }),
    connect: at({ step: 'CONNECT', walletId: 'rainbow' }),
    'back (compact)': INITIAL_STEP_STATE,
    'back (wide)': INITIAL_STEP_STATE,
  },
  'DOWNLOAD_OPTIONS from GET': {
    'chooseDownload mobile': at({
      step: 'DOWNLOAD',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'DOWNLOAD_OPTIONS',
      getFrom: 'LEARN_COMPACT',
    }),
    'chooseDownload extension': at({
      step: 'INSTRUCTIONS_EXTENSION',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
      getFrom: 'LEARN_COMPACT',
    }),
    'chooseDownload desktop': at({
      step: 'INSTRUCTIONS_DESKTOP',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
      getFrom: 'LEARN_COMPACT',
    }),
    connect: at({
      step: 'CONNECT',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'GET',
      getFrom: 'LEARN_COMPACT',
    }),
    // Back to Get a Wallet, which still knows it was opened from the compact intro.
    'back (compact)': at({ step: 'GET', getFrom: 'LEARN_COMPACT' }),
    'back (wide)': at({ step: 'GET', getFrom: 'LEARN_COMPACT' }),
  },
  'DOWNLOAD_OPTIONS from CONNECT': {
    'chooseDownload mobile': at({
      step: 'DOWNLOAD',
      walletId: 'rainbow',
      flowFrom: 'CONNECT',
      downloadFrom: 'DOWNLOAD_OPTIONS',
    }),
    'chooseDownload extension': at({
      step: 'INSTRUCTIONS_EXTENSION',
      walletId: 'rainbow',
      flowFrom: 'CONNECT',
      downloadFrom: 'CONNECT',
    }),
    'chooseDownload desktop': at({
      step: 'INSTRUCTIONS_DESKTOP',
      walletId: 'rainbow',
      flowFrom: 'CONNECT',
      downloadFrom: 'CONNECT',
    }),
    connect: at({ step: 'CONNECT', walletId: 'rainbow', flowFrom: 'CONNECT', downloadFrom: 'CONNECT' }),
    'back (compact)': at({
      step: 'CONNECT',
      walletId: 'rainbow',
      flowFrom: 'CONNECT',
      downloadFrom: 'CONNECT',
    }),
    'back (wide)': at({ step: 'CONNECT', walletId: 'rainbow', flowFrom: 'CONNECT', downloadFrom: 'CONNECT' }),
  },
  'DOWNLOAD via the options': {
    continue: at({
      step: 'INSTRUCTIONS_MOBILE',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'DOWNLOAD_OPTIONS',
    }),
    'back (compact)': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'DOWNLOAD_OPTIONS',
    }),
    'back (wide)': at({
      step: 'DOWNLOAD_OPTIONS',
      walletId: 'rainbow',
      flowFrom: 'GET',
      downloadFrom: 'DOWNLOAD_OPTIONS',
    }),
  },
  'DOWNLOAD straight from GET': {
    continue: at({ step: 'INSTRUCTIONS_MOBILE', walletId: 'safe', flowFrom: 'GET', downloadFrom: 'GET' }),
    'back (compact)': at({ step: 'GET' }),
    'back (wide)': at({ step: 'GET' }),
  },
  INSTRUCTIONS_MOBILE: {
    connect: at({ step: 'CONNECT', walletId: 'rainbow', downloadFrom: 'DOWNLOAD_OPTIONS' }),
    'back (compact)': at({ step: 'DOWNLOAD', walletId: 'rainbow', downloadFrom: 'DOWNLOAD_OPTIONS' }),
    'back (wide)': at({ step: 'DOWNLOAD', walletId: 'rainbow', downloadFrom: 'DOWNLOAD_OPTIONS' }),
  },
  INSTRUCTIONS_EXTENSION: {
    // An extension is not connected from here: Refresh reloads the page, which brings it in.
    'back (compact)': at({ step: 'DOWNLOAD_OPTIONS', walletId: 'rainbow' }),
    'back (wide)': at({ step: 'DOWNLOAD_OPTIONS', walletId: 'rainbow' }),
  },
  INSTRUCTIONS_DESKTOP: {
    connect: at({ step: 'CONNECT', walletId: 'ledger' }),
    'back (compact)': at({ step: 'DOWNLOAD_OPTIONS', walletId: 'ledger' }),
    'back (wide)': at({ step: 'DOWNLOAD_OPTIONS', walletId: 'ledger' }),
  },
}

const cases = (Object.keys(STATES) as StateName[]).flatMap((stateName) =>
  (Object.keys(EVENTS) as EventName[]).map((eventName) => [stateName, eventName] as const),
)

describe('connect steps: every step × every event', () => {
  it('covers every step', () => {
    const covered = new Set(Object.values(STATES).map((state) => state.step))
    const all: ConnectStep[] = [
      'NONE',
      'LEARN_COMPACT',
      'GET',
      'CONNECT',
      'DOWNLOAD_OPTIONS',
      'DOWNLOAD',
      'INSTRUCTIONS_MOBILE',
      'INSTRUCTIONS_EXTENSION',
      'INSTRUCTIONS_DESKTOP',
    ]
    expect([...covered].sort()).toEqual([...all].sort())
  })

  it.each(cases)('%s + %s', (stateName, eventName) => {
    const state = STATES[stateName]
    const next = connectStepReducer(state, EVENTS[eventName])
    const expected = CHANGES[stateName][eventName] ?? EVERYWHERE[eventName]
    if (expected) expect(next).toEqual(expected)
    else expect(next).toBe(state)
  })
})

describe('back targets (the brief’s table)', () => {
  it.each([
    ['NONE', null, null],
    ['LEARN_COMPACT', 'NONE', 'NONE'],
    ['GET from NONE', 'NONE', 'NONE'],
    ['GET from LEARN_COMPACT', 'LEARN_COMPACT', 'LEARN_COMPACT'],
    ['CONNECT', 'NONE', null],
    ['DOWNLOAD_OPTIONS from the list', 'NONE', 'NONE'],
    ['DOWNLOAD_OPTIONS from GET', 'GET', 'GET'],
    ['DOWNLOAD_OPTIONS from CONNECT', 'CONNECT', 'CONNECT'],
    ['DOWNLOAD via the options', 'DOWNLOAD_OPTIONS', 'DOWNLOAD_OPTIONS'],
    ['DOWNLOAD straight from GET', 'GET', 'GET'],
    ['INSTRUCTIONS_MOBILE', 'DOWNLOAD', 'DOWNLOAD'],
    ['INSTRUCTIONS_EXTENSION', 'DOWNLOAD_OPTIONS', 'DOWNLOAD_OPTIONS'],
    ['INSTRUCTIONS_DESKTOP', 'DOWNLOAD_OPTIONS', 'DOWNLOAD_OPTIONS'],
  ] as const)('%s: compact → %s, wide → %s', (stateName, compact, wide) => {
    expect(backTarget(STATES[stateName], true)).toBe(compact)
    expect(backTarget(STATES[stateName], false)).toBe(wide)
  })
})

describe('connect steps: whole journeys', () => {
  const run = (events: StepEvent[], from = INITIAL_STEP_STATE) => {
    const trail = [from]
    for (const event of events) trail.push(connectStepReducer(trail.at(-1) as StepState, event))
    return trail
  }

  it('a wallet that is not installed: options, phone download, instructions, then Back × 3 to the list', () => {
    const trail = run([
      { type: 'pickWallet', walletId: 'rainbow', target: 'DOWNLOAD_OPTIONS' },
      { type: 'chooseDownload', surface: 'mobile' },
      { type: 'continue' },
      { type: 'back', compact: false },
      { type: 'back', compact: false },
      { type: 'back', compact: false },
    ])
    expect(trail.map((state) => state.step)).toEqual([
      'NONE',
      'DOWNLOAD_OPTIONS',
      'DOWNLOAD',
      'INSTRUCTIONS_MOBILE',
      'DOWNLOAD',
      'DOWNLOAD_OPTIONS',
      'NONE',
    ])
    expect(trail.at(-1)).toEqual(INITIAL_STEP_STATE)
  })

  it('compact: Learn More, Get a Wallet, a wallet, its extension, and all the way back', () => {
    const trail = run([
      { type: 'learn' },
      { type: 'openGet' },
      { type: 'getWallet', walletId: 'rainbow', target: 'DOWNLOAD_OPTIONS' },
      { type: 'chooseDownload', surface: 'extension' },
      { type: 'back', compact: true },
      { type: 'back', compact: true },
      { type: 'back', compact: true },
      { type: 'back', compact: true },
    ])
    expect(trail.map((state) => state.step)).toEqual([
      'NONE',
      'LEARN_COMPACT',
      'GET',
      'DOWNLOAD_OPTIONS',
      'INSTRUCTIONS_EXTENSION',
      'DOWNLOAD_OPTIONS',
      'GET',
      'LEARN_COMPACT',
      'NONE',
    ])
  })

  it('from a connect pane to the download and back to the same pane', () => {
    const trail = run([
      { type: 'pickWallet', walletId: 'safe', target: 'CONNECT' },
      { type: 'getWallet', walletId: 'safe', target: 'DOWNLOAD' },
      { type: 'back', compact: true },
    ])
    expect(trail.at(-1)).toMatchObject({ step: 'CONNECT', walletId: 'safe' })
  })
})
