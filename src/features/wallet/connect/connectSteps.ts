/**
 * The connect modal's steps (spec section 4) and their back navigation (the brief's table). The attempt
 * itself lives in useConnectFlow, so going back never cancels a scan in progress.
 */

export type ConnectStep =
  | 'NONE'
  | 'LEARN_COMPACT'
  | 'GET'
  | 'CONNECT'
  | 'DOWNLOAD_OPTIONS'
  | 'DOWNLOAD'
  | 'INSTRUCTIONS_MOBILE'
  | 'INSTRUCTIONS_EXTENSION'
  | 'INSTRUCTIONS_DESKTOP'

/** Where a download flow began: the list itself (a wallet picked there), Get a Wallet, or a wallet's connect pane. */
export type FlowOrigin = 'NONE' | 'GET' | 'CONNECT'

export interface StepState {
  step: ConnectStep
  walletId: string | null
  /** Where Get a Wallet was opened: the wide intro pane (NONE) or the compact intro (LEARN_COMPACT). */
  getFrom: 'NONE' | 'LEARN_COMPACT'
  flowFrom: FlowOrigin
  /** DOWNLOAD goes back to the options when it was reached through them, else to where the flow began. */
  downloadFrom: 'DOWNLOAD_OPTIONS' | FlowOrigin
}

export type DownloadSurface = 'mobile' | 'extension' | 'desktop'

export type StepEvent =
  | { type: 'learn' }
  | { type: 'openGet' }
  | { type: 'pickWallet'; walletId: string; target: 'CONNECT' | 'DOWNLOAD_OPTIONS' }
  | { type: 'getWallet'; walletId: string; target: 'DOWNLOAD_OPTIONS' | 'DOWNLOAD' }
  | { type: 'chooseDownload'; surface: DownloadSurface }
  | { type: 'continue' }
  | { type: 'connect' }
  | { type: 'back'; compact: boolean }
  | { type: 'reset' }

export const INITIAL_STEP_STATE: StepState = {
  step: 'NONE',
  walletId: null,
  getFrom: 'NONE',
  flowFrom: 'NONE',
  downloadFrom: 'NONE',
}

/** The brief's "Back goes to" column; null where the step has no Back. */
export function backTarget(state: StepState, compact: boolean): ConnectStep | null {
  switch (state.step) {
    case 'NONE':
      return null
    case 'LEARN_COMPACT':
      return 'NONE'
    case 'GET':
      return state.getFrom
    case 'CONNECT':
      // Wide, the list stays beside the pane: picking another wallet is the way back.
      return compact ? 'NONE' : null
    case 'DOWNLOAD_OPTIONS':
      return state.flowFrom
    case 'DOWNLOAD':
      return state.downloadFrom
    case 'INSTRUCTIONS_MOBILE':
      return 'DOWNLOAD'
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP':
      return 'DOWNLOAD_OPTIONS'
  }
}

function goBack(state: StepState, target: ConnectStep): StepState {
  // The list, the intro and Get a Wallet are about no wallet in particular; Get a Wallet keeps its own way back.
  if (target === 'GET') return { ...INITIAL_STEP_STATE, step: 'GET', getFrom: state.getFrom }
  if (target === 'NONE' || target === 'LEARN_COMPACT') return { ...INITIAL_STEP_STATE, step: target }
  return { ...state, step: target }
}

export function connectStepReducer(state: StepState, event: StepEvent): StepState {
  switch (event.type) {
    case 'learn':
      return state.step === 'NONE' ? { ...INITIAL_STEP_STATE, step: 'LEARN_COMPACT' } : state
    case 'openGet':
      return state.step === 'NONE' || state.step === 'LEARN_COMPACT'
        ? { ...INITIAL_STEP_STATE, step: 'GET', getFrom: state.step }
        : state
    case 'pickWallet':
      return { ...INITIAL_STEP_STATE, step: event.target, walletId: event.walletId }
    case 'getWallet': {
      if (state.step !== 'GET' && state.step !== 'CONNECT') return state
      // From a connect pane, "Get" is about the wallet on that pane.
      if (state.step === 'CONNECT' && event.walletId !== state.walletId) return state
      const origin: FlowOrigin = state.step
      return {
        ...state,
        step: event.target,
        walletId: event.walletId,
        flowFrom: origin,
        downloadFrom: origin,
      }
    }
    case 'chooseDownload': {
      if (state.step !== 'DOWNLOAD_OPTIONS') return state
      if (event.surface === 'mobile') return { ...state, step: 'DOWNLOAD', downloadFrom: 'DOWNLOAD_OPTIONS' }
      return {
        ...state,
        step: event.surface === 'extension' ? 'INSTRUCTIONS_EXTENSION' : 'INSTRUCTIONS_DESKTOP',
      }
    }
    case 'continue':
      return state.step === 'DOWNLOAD' ? { ...state, step: 'INSTRUCTIONS_MOBILE' } : state
    case 'connect':
      return state.step === 'INSTRUCTIONS_MOBILE' ||
        state.step === 'INSTRUCTIONS_DESKTOP' ||
        state.step === 'DOWNLOAD_OPTIONS'
        ? { ...state, step: 'CONNECT' }
        : state
    case 'back': {
      const target = backTarget(state, event.compact)
      return target ? goBack(state, target) : state
    }
    case 'reset':
      return INITIAL_STEP_STATE
  }
}
