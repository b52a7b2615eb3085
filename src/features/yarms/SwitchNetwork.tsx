import { useState } from 'react'
import { chainName } from '@/chains/ids'
import { config } from '@/config'
import { switchFailure, switchToChain } from '@/features/chain/chainSwitch'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

export interface SwitchNetworkProps {
  chainId: number
  warning: string
}

/** Asks the wallet to switch to the Yarm's chain, with the spec's sentence for a wallet that cannot switch for a site. */
export function SwitchNetwork({ chainId, warning }: SwitchNetworkProps) {
  const { t } = useI18n()
  const [error, setError] = useState<string | null>(null)
  async function switchNetwork() {
    setError(null)
    try {
      await switchToChain(chainId)
    } catch (caught) {
      const kind = switchFailure(caught)
      if (kind === 'cannotSwitch') setError(t('wallet.cannotSwitch', { app: config.appName }))
      else if (kind === 'switchFailed') setError(t('wallet.switchFailed'))
    }
  }
  const chain = chainName(chainId, (unknown) => t('projects.unknownChain', { id: unknown }))
  return (
    <>
      <Notice tone="warning">{warning}</Notice>
      {error && <Notice tone="error">{error}</Notice>}
      <Button block onClick={() => void switchNetwork()}>
        {t('deposit.switchTo', { chain })}
      </Button>
    </>
  )
}
