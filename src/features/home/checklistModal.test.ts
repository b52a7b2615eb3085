import { afterEach, describe, expect, it } from 'vitest'
import { checklistModal } from './checklistModal'

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

const KEYS = {
  config: 'yarm.checklist.config',
  handle: 'yarm.checklist.xHandle',
  open: 'yarm.checklist.open',
  returnFlag: 'yarm.checklist.returnToChecklist',
  returnPath: 'yarm.checklist.returnPath',
  sessionHandle: 'yarm.checklist.sessionXHandle',
}

describe('the X sign-in round trip', () => {
  it('comes back into the modal, on the page it was opened on, with the step carried to the new account', () => {
    checklistModal.open('/yarms?tab=live')
    checklistModal.remember('x', null)
    checklistModal.leaveForSignIn(null)
    // The callback page is passed through, not reopened on.
    expect(checklistModal.resume('/auth/callback', 'alice_yaps')).toBe(false)
    expect(checklistModal.resume('/yarms', 'alice_yaps')).toBe(true)
    expect(checklistModal.isOpen()).toBe(true)
    expect(checklistModal.returnPath()).toBe('/yarms?tab=live')
    expect(checklistModal.rememberedStep('alice_yaps')).toBe('x')
    // Only once: the flag and the session snapshot are spent.
    expect(sessionStorage.getItem(KEYS.returnFlag)).toBeNull()
    expect(sessionStorage.getItem(KEYS.sessionHandle)).toBeNull()
    expect(checklistModal.resume('/yarms', 'alice_yaps')).toBe(false)
  })

  it('a load without the flag opens nothing', () => {
    expect(checklistModal.resume('/yarms', null)).toBe(false)
    expect(checklistModal.isOpen()).toBe(false)
  })

  it('closing forgets the session entries and answers the page to land on', () => {
    checklistModal.open('/pre-yarms')
    checklistModal.leaveForSignIn('alice_yaps')
    expect(checklistModal.close()).toBe('/pre-yarms')
    for (const key of [KEYS.open, KEYS.returnFlag, KEYS.returnPath, KEYS.sessionHandle])
      expect(sessionStorage.getItem(key)).toBeNull()
    expect(checklistModal.close()).toBe('/')
  })

  it("the remembered step belongs to one X account: another account's is not used", () => {
    checklistModal.remember('verify', 'alice_yaps')
    expect(checklistModal.rememberedStep('ALICE_YAPS')).toBe('verify')
    expect(checklistModal.rememberedStep('bob_builds')).toBeNull()
    expect(checklistModal.rememberedStep(null)).toBeNull()
    expect(localStorage.getItem(KEYS.config)).toBe('{"step":"verify"}')
    expect(localStorage.getItem(KEYS.handle)).toBe('"alice_yaps"')
  })

  it('a return path off this origin is never kept', () => {
    checklistModal.open('//evil.example/x')
    expect(checklistModal.returnPath()).toBe('/')
  })
})

describe('every stored entry is checked when read back', () => {
  const garbage = ['not json', '42', '"yes"', '{"step":"nope"}', 'null', '[]', '{"xHandle":"<script>"}']

  it.each(garbage)('%s is ignored, and removed', (raw) => {
    for (const key of Object.values(KEYS)) {
      const store = key === KEYS.config || key === KEYS.handle ? localStorage : sessionStorage
      store.setItem(key, raw)
    }
    expect(checklistModal.isOpen()).toBe(false)
    expect(checklistModal.returnPath()).toBe('/')
    expect(checklistModal.rememberedStep(null)).toBeNull()
    expect(checklistModal.resume('/yarms', null)).toBe(false)
    expect(localStorage.getItem(KEYS.config)).toBeNull()
    expect(sessionStorage.getItem(KEYS.returnFlag)).toBeNull()
  })

  it('a hostile return path or handle is ignored', () => {
    sessionStorage.setItem(KEYS.returnPath, JSON.stringify('/\\evil.example'))
    localStorage.setItem(KEYS.handle, JSON.stringify('a/../../b'))
    localStorage.setItem(KEYS.config, JSON.stringify({ step: 'activate' }))
    sessionStorage.setItem(KEYS.returnFlag, 'true')
    sessionStorage.setItem(KEYS.sessionHandle, JSON.stringify({ xHandle: 'x'.repeat(40) }))
    expect(checklistModal.returnPath()).toBe('/')
    // The bad owner is dropped: the step then reads as the signed-out visitor's.
    expect(checklistModal.rememberedStep('a')).toBeNull()
    expect(checklistModal.resume('/yarms', 'alice_yaps')).toBe(true)
    expect(checklistModal.returnPath()).toBe('/yarms')
    expect(sessionStorage.getItem(KEYS.sessionHandle)).toBeNull()
  })
})
