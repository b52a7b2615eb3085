import { useEffect, useState } from 'react'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Menu } from '@/ui/Menu/Menu'
import { Notice } from '@/ui/Notice/Notice'
import { ConnectXButton } from './ConnectXButton'
import { signInNoticeStore, startSignIn } from './signIn'
import { useSignOut } from './useSignOut'
import { useUserInfo } from './useUserInfo'
import * as styles from './XAccountButton.css'

/** Signed out: Connect X. Signed in: the X handle with its avatar, and a menu to sign out. */
export function XAccountButton() {
  const { session, data: user } = useUserInfo()
  const signOut = useSignOut()
  if (session.status === 'signedOut') return <ConnectXButton onClick={() => void startSignIn()} />
  const handle = session.xHandle ? `@${session.xHandle}` : 'X account'
  return (
    <Menu
      label="X account"
      header={user?.xName ? `Signed in as ${user.xName}` : `Signed in as ${handle}`}
      items={[{ key: 'sign-out', label: 'Sign out', onSelect: signOut }]}
      trigger={(props) => (
        <button type="button" className={styles.account} aria-label={`X account ${handle}`} {...props}>
          <Avatar xHandle={session.xHandle} size={32} />
          <span className={styles.handle}>{handle}</span>
        </button>
      )}
    />
  )
}

/** After a failed or cancelled X sign-in: a short message on the page the user came back to. */
export function SignInNotice() {
  const [notice, setNotice] = useState<'cancelled' | 'failed' | null>(null)
  useEffect(() => {
    const read = () => setNotice(signInNoticeStore.read())
    read()
    return signInNoticeStore.subscribe(read)
  }, [])
  if (!notice) return null
  return (
    <Notice tone="warning" onDismiss={() => signInNoticeStore.remove()}>
      {notice === 'cancelled' ? 'X sign-in was cancelled.' : "X sign-in didn't complete. Please try again."}
    </Notice>
  )
}
