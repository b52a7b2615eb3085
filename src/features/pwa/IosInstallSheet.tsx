import { useI18n } from '@/i18n/useI18n'
import { Dialog } from '@/ui/Dialog/Dialog'

export interface IosInstallSheetProps {
  open: boolean
  onClose: () => void
}

export function IosInstallSheet({ open, onClose }: IosInstallSheetProps) {
  const { t } = useI18n()
  // The Share icon sits inside the sentence, where the translation puts it.
  const [beforeIcon, afterIcon] = t('pwa.iosStepShare', { icon: '{icon}' }).split('{icon}')
  return (
    <Dialog open={open} onClose={onClose} title={t('pwa.iosTitle')} placement="bottom">
      <ol>
        <li>
          {beforeIcon}
          <span aria-hidden="true">(□↑)</span>
          {afterIcon}
        </li>
        <li>{t('pwa.iosStepAdd')}</li>
        <li>{t('pwa.iosStepConfirm')}</li>
      </ol>
    </Dialog>
  )
}
