import { useEffect, useId, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { xIntentUrl } from '@/lib/xIntent'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { useOnline } from '@/ui/hooks/useOnline'
import { Notice } from '@/ui/Notice/Notice'
import type { ShareCardContent } from './content'
import { renderShareCard } from './render'
import * as styles from './ShareDialog.css'
import '@/i18n/lazy/share'

export interface ShareRequest {
  title: string
  content: ShareCardContent
  /** What the card says, as a sentence: the preview's text alternative. */
  summary: string
  text: string
  fileName: string
  /** The same card with an amount on it, offered behind "Show the amount" (off at first). */
  withAmount?: ShareRequest
}

type Image = { status: 'making' } | { status: 'ready'; file: File; url: string } | { status: 'failed' }

/** The Web Share API with files, where the browser has it (phones mostly). */
function canShareFile(file: File): boolean {
  try {
    return typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true
  } catch {
    return false
  }
}

export interface ShareDialogProps {
  request: ShareRequest
  onClose: () => void
}

/** Made on the device; only the X composer needs a connection. */
export function ShareDialog({ request: asked, onClose }: ShareDialogProps) {
  const { t } = useI18n()
  const online = useOnline()
  const isSmall = useIsSmallScreen()
  const [image, setImage] = useState<Image>({ status: 'making' })
  const [shareFailed, setShareFailed] = useState(false)
  const xOfflineId = useId()
  const [showAmount, setShowAmount] = useState(false)
  const request = showAmount && asked.withAmount ? asked.withAmount : asked

  useEffect(() => {
    let url: string | undefined
    let cancelled = false
    renderShareCard(request.content).then(
      (blob) => {
        if (cancelled) return
        url = URL.createObjectURL(blob)
        setImage({ status: 'ready', file: new File([blob], request.fileName, { type: 'image/png' }), url })
      },
      () => {
        if (!cancelled) setImage({ status: 'failed' })
      },
    )
    return () => {
      cancelled = true
      if (url) URL.revokeObjectURL(url)
    }
  }, [request])

  const share = async (file: File) => {
    setShareFailed(false)
    try {
      await navigator.share({ files: [file], title: request.title, text: request.text })
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as { name?: string })?.name !== 'AbortError') setShareFailed(true)
    }
  }

  return (
    <Dialog open onClose={onClose} title={request.title} placement={isSmall ? 'bottom' : 'center'}>
      <div className={styles.body}>
        {image.status === 'making' && (
          <p className={styles.preview} role="status">
            {t('share.making')}
          </p>
        )}
        {image.status === 'failed' && <Notice tone="error">{t('share.makeFailed')}</Notice>}
        {image.status === 'ready' && (
          <img
            className={styles.preview}
            src={image.url}
            width={600}
            height={315}
            alt={t('share.previewAlt', { summary: request.summary })}
          />
        )}
        {asked.withAmount && (
          <label className={styles.option}>
            <input
              type="checkbox"
              checked={showAmount}
              onChange={(event) => setShowAmount(event.target.checked)}
            />
            {t('share.showAmount')}
          </label>
        )}
        <p className={styles.note}>{t('share.privacy')}</p>
        {shareFailed && <Notice tone="warning">{t('share.shareFailed')}</Notice>}
        <div className={styles.actions}>
          {image.status === 'ready' && canShareFile(image.file) && (
            <Button variant="primary" onClick={() => void share(image.file)}>
              {t('share.share')}
            </Button>
          )}
          {image.status === 'ready' && (
            <a className={button({ variant: 'secondary' })} href={image.url} download={request.fileName}>
              {t('share.download')}
            </a>
          )}
          {online ? (
            <a
              className={button({ variant: 'secondary' })}
              href={xIntentUrl(request.text)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('share.postOnX')}
            </a>
          ) : (
            <Button variant="secondary" disabled aria-describedby={xOfflineId}>
              {t('share.postOnX')}
            </Button>
          )}
        </div>
        {!online && (
          <p id={xOfflineId} className={styles.note}>
            {t('share.xOffline')}
          </p>
        )}
      </div>
    </Dialog>
  )
}
