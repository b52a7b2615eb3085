import { visuallyHidden } from '@/styles/utils.css'
import { Button } from '@/ui/Button/Button'
import { instructionsFor } from './connectRoute'
import type { DownloadSurface } from './connectSteps'
import * as styles from './InstructionsPane.css'
import * as pane from './pane.css'
import type { WalletDefinition } from './registry'

export interface InstructionsPaneProps {
  wallet: WalletDefinition
  surface: DownloadSurface
  /** Connect after installing: a phone app scans a code, a desktop app is opened. */
  onConnect: () => void
}

/** INSTRUCTIONS_*: the numbered steps for one surface, then Connect (or Refresh for an extension). */
export function InstructionsPane({ wallet, surface, onConnect }: InstructionsPaneProps) {
  const instructions = instructionsFor(wallet, surface)
  return (
    <div className={pane.pane}>
      {instructions && (
        <ol className={styles.steps} aria-label="Steps">
          {instructions.steps.map((step, index) => (
            <li key={step.title} className={styles.step} data-kind={step.kind}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <div className={styles.stepText}>
                <h3 className={pane.heading}>{step.title}</h3>
                <p className={pane.text}>{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className={pane.actions}>
        {surface === 'extension' ? (
          // An extension installed now is only injected into pages loaded after it.
          <Button onClick={() => window.location.reload()}>Refresh</Button>
        ) : (
          <Button onClick={onConnect}>Connect</Button>
        )}
        {instructions && (
          <a className={pane.link} href={instructions.learnMoreUrl} target="_blank" rel="noopener noreferrer">
            Learn More<span className={visuallyHidden}> about {wallet.name}</span>
          </a>
        )}
      </div>
    </div>
  )
}
