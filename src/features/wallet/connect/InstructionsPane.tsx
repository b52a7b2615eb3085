import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { instructionsFor } from './connectRoute'
import type { DownloadSurface } from './connectSteps'
import * as styles from './InstructionsPane.css'
import * as pane from './pane.css'
import type { ConnectMessageKey, WalletDefinition } from './registry'
import '@/i18n/lazy/connect'

export interface InstructionsPaneProps {
  wallet: WalletDefinition
  surface: DownloadSurface
  onConnect: () => void
}

export function InstructionsPane({ wallet, surface, onConnect }: InstructionsPaneProps) {
  const { t } = useI18n()
  // Step texts are keys from the registry; their placeholders come with the step.
  const say = t as unknown as (key: ConnectMessageKey, params?: Readonly<Record<string, string>>) => string
  const instructions = instructionsFor(wallet, surface)
  return (
    <div className={pane.pane}>
      {instructions && (
        <ol className={styles.steps} aria-label={t('connect.steps')}>
          {instructions.steps.map((step, index) => (
            <li key={step.title} className={styles.step} data-kind={step.kind}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepText}>
                <h3 className={pane.heading}>{say(step.title, step.params)}</h3>
                <p className={pane.text}>{say(step.description, step.params)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className={pane.actions}>
        {surface === 'extension' ? (
          // An extension installed now is only injected into pages loaded after it.
          <Button onClick={() => window.location.reload()}>{t('connect.refresh')}</Button>
        ) : (
          <Button onClick={onConnect}>{t('connect.connect')}</Button>
        )}
        {instructions && (
          <a
            className={pane.link}
            href={instructions.learnMoreUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('connect.learnMoreAboutWallet', { wallet: wallet.name })}
          >
            {t('connect.learnMore')}
          </a>
        )}
      </div>
    </div>
  )
}
