import { readSession } from '@/api/session'
import { fillIsolated, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Menu } from '@/ui/Menu/Menu'
import { ConnectXButton } from './ConnectXButton'
import { startSignIn } from './signIn'
import { useSignOut } from './useSignOut'
import { useUserInfo } from './useUserInfo'
import * as styles from './XAccountButton.css'

export function XAccountButton() {
  const { t } = useI18n()
  const { session, data: user } = useUserInfo()
  const signOut = useSignOut()
  if (session.status === 'signedOut')
    return (
      <ConnectXButton
        onClick={() => void startSignIn()}
        // While the page hydrates, a signed-in visitor is drawn signed out, as the static page was.
        onEarlyTap={() => readSession().status === 'signedOut' && void startSignIn()}
      />
    )
  const handle = session.xHandle ? `@${session.xHandle}` : t('auth.xAccount')
  return (
    <Menu
      label={t('auth.xAccount')}
      header={fillIsolated(t('auth.signedInAs', slots('name')), { name: user?.xName || handle })}
      items={[{ key: 'sign-out', label: t('auth.signOut'), onSelect: signOut }]}
      trigger={(props) => (
        <button
          type="button"
          className={styles.account}
          aria-label={t('auth.xAccountButton', { handle })}
          {...props}
        >
          <Avatar xHandle={session.xHandle} size={32} />
          <bdi className={styles.handle}>{handle}</bdi>
        </button>
      )}
    />
  )
}
