import { boolean, nullable, object, oneOf, parseWith, string } from '@/lib/check'
import type { Readable } from '@/lib/createStore'
import { safeRedirectPath } from '@/lib/safeRedirect'
import { storedValue } from '@/lib/storage'
import { isValidXHandle } from '@/lib/xHandle'
import type { StepKey } from './checklist'

/** Spec section 3. Checked with `lib/check` rather than zod: the header's check-list button reads these on every first load. */

const STEPS = ['x', 'wallet', 'verify', 'eligibility', 'activate'] as const satisfies readonly StepKey[]
const path = string((value) => safeRedirectPath(value) === value)
const handle = string(isValidXHandle)

/** Local: the check-list modal configuration, the step it last showed as the one to do. */
export const checklistConfigStore = storedValue(
  'yarm.checklist.config',
  parseWith(object({ step: oneOf(STEPS) })),
)
/** Local: the X handle snapshot, the account that configuration belongs to. */
export const checklistHandleStore = storedValue('yarm.checklist.xHandle', parseWith(handle))
/** Session: whether the check-list modal is open. */
export const checklistOpenStore = storedValue('yarm.checklist.open', parseWith(boolean), 'session')
/** Session: the flag to return to the check-list after the X sign-in round trip. */
export const checklistReturnStore = storedValue(
  'yarm.checklist.returnToChecklist',
  parseWith(boolean),
  'session',
)
/** Session: the modal return path, the page the check-list was opened on. */
export const checklistReturnPathStore = storedValue('yarm.checklist.returnPath', parseWith(path), 'session')
/** Session: the X handle snapshot taken when leaving for X (null: signed out then). */
export const checklistSessionHandleStore = storedValue(
  'yarm.checklist.sessionXHandle',
  parseWith(object({ xHandle: nullable(handle) })),
  'session',
)

const CALLBACK_PATH = '/auth/callback'

export const checklistOpen: Readable<boolean> = {
  get: () => checklistOpenStore.read() === true,
  subscribe: checklistOpenStore.subscribe,
}

export const checklistModal = {
  isOpen: checklistOpen.get,
  returnPath(): string {
    return checklistReturnPathStore.read() ?? '/'
  },
  open(returnPath: string): void {
    checklistReturnPathStore.write(safeRedirectPath(returnPath))
    checklistOpenStore.write(true)
  },
  close(): string {
    const to = checklistModal.returnPath()
    checklistReturnStore.remove()
    checklistReturnPathStore.remove()
    checklistSessionHandleStore.remove()
    checklistOpenStore.remove()
    return to
  },
  /** Remembers the step on show for this X account (or for the signed-out visitor). */
  remember(step: StepKey, xHandle: string | null): void {
    checklistConfigStore.write({ step })
    if (xHandle) checklistHandleStore.write(xHandle)
    else checklistHandleStore.remove()
  },
  rememberedStep(xHandle: string | null): StepKey | null {
    const step = checklistConfigStore.read()?.step ?? null
    const owner = checklistHandleStore.read()
    const sameAccount = owner === null ? xHandle === null : owner.toLowerCase() === xHandle?.toLowerCase()
    return sameAccount ? step : null
  },
  /** Before the browser goes to X: come back into the modal, on the page it was opened on. */
  leaveForSignIn(xHandle: string | null): void {
    checklistSessionHandleStore.write({ xHandle })
    checklistReturnStore.write(true)
  },
  /** Back from the X sign-in (the callback page moves on at once), the step left is carried over to the account signed in with. */
  resume(pathname: string, xHandle: string | null): boolean {
    if (pathname === CALLBACK_PATH || checklistReturnStore.read() !== true) return false
    const before = checklistSessionHandleStore.read()?.xHandle ?? null
    const step = checklistModal.rememberedStep(before)
    if (step) checklistModal.remember(step, xHandle)
    checklistReturnStore.remove()
    checklistSessionHandleStore.remove()
    if (!checklistReturnPathStore.read()) checklistReturnPathStore.write(safeRedirectPath(pathname))
    checklistOpenStore.write(true)
    return true
  },
}
