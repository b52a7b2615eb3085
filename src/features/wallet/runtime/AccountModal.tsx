import { useEffect, useState } from 'react'
import { useBalance, useConnection, useDisconnect, useTransactionCount } from 'wagmi'
import { explorerUrl } from '@/chains/chains'
import { isUserRejection } from '@/chains/errors'
import { useSession } from '@/features/auth/useSession'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber, shortAddress, truncateName } from '@/lib/format'
import { useStore } from '@/lib/useStore'
import { Avatar } from '@/ui/Avatar/Avatar'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { balanceText } from '../state/walletStatus'
import { walletStore } from '../state/walletStore'
import { hashKnown, type TransactionStatus, transactionsIn } from '../transactions/transactionStore'
import { transactionStore } from '../transactions/transactions'
import { useWallet } from '../useWallet'
import { relayConnection } from '../walletconnect/relayStatus'
import { type LapsedTransaction, lapsedTransaction } from '../walletconnect/resume/lapsedTransaction'
import * as styles from './modal.css'

/** Spec section 9: the copy confirmation lasts 1.5 s; the modal lists the last 3 transactions. */
export const COPIED_MS = 1500
export const RECENT_TRANSACTIONS_SHOWN = 3

const TX_STATUS = {
  pending: 'wallet.txPending',
  confirmed: 'wallet.txConfirmed',
  failed: 'wallet.txFailed',
} as const satisfies Record<TransactionStatus, MessageKey>

function retryLapsed(lapsed: LapsedTransaction) {
  lapsedTransaction.set(null)
  lapsed.retry().catch((error: unknown) => {
    if (!isUserRejection(error)) lapsedTransaction.set(lapsed)
  })
}

const noLapsed = () => null
const noTransactions = () => transactionsIn({}, null, null)

export function AccountModal() {
  const { t, tn, locale } = useI18n()
  const wallet = useWallet()
  const session = useSession()
  const disconnect = useDisconnect()
  const [copied, setCopied] = useState(false)
  const open = wallet.modal === 'account'
  // Fresh figures each time the modal opens; both reads leave in one batched RPC request.
  const { chain, connector } = useConnection()
  const relay = useStore(relayConnection)
  // A WalletConnect wallet is reached through the relay: when the socket is lost, say so (requests wait).
  const relayDown = connector?.type === 'walletConnect' && relay === 'down'
  const account = (wallet.address ?? undefined) as `0x${string}` | undefined
  const reads = {
    address: account,
    chainId: chain?.id,
    query: { enabled: open && Boolean(account && chain) },
  }
  const balance = useBalance(reads)
  const sent = useTransactionCount(reads)
  const { refetch: refetchBalance } = balance
  const { refetch: refetchSent } = sent
  useEffect(() => {
    if (!open) return
    void refetchBalance()
    void refetchSent()
  }, [open, refetchBalance, refetchSent])
  const lapsed = useStore(lapsedTransaction, noLapsed)
  const transactions = useStore(transactionStore, noTransactions, (data) =>
    transactionsIn(data, wallet.address, wallet.chainId),
  )

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  if (!wallet.address) return null
  const address = wallet.address
  const explorer = explorerUrl(wallet.chainId, `/address/${address}`)
  const label = wallet.ensName ? truncateName(wallet.ensName) : shortAddress(address)
  const walletName = wallet.walletApp ?? wallet.connectorName ?? 'WalletConnect'
  const lapsedHere = lapsed?.account.toLowerCase() === address.toLowerCase() ? lapsed : null

  return (
    <Dialog open={open} onClose={() => walletStore.close()} title={t('wallet.account')} hideTitle>
      <div className={styles.stack}>
        <div className={styles.centered}>
          <Avatar xHandle={wallet.status === 'connected' ? session.xHandle : null} size={72} />
          <p className={styles.name}>{label}</p>
          {wallet.balance && (
            <p className={styles.muted}>
              {t('wallet.balance', {
                amount: balanceText(wallet.balance.amount, locale),
                symbol: wallet.balance.symbol,
              })}
            </p>
          )}
          {balance.isError && !balance.isFetching && (
            <p role="alert" className={styles.error}>
              {t('wallet.balanceError')}{' '}
              <Button variant="ghost" size="small" onClick={() => void refetchBalance()}>
                {t('common.retry')}
              </Button>
            </p>
          )}
          {relayDown && (
            <p role="status" className={styles.error}>
              {t('wallet.relayDown', { wallet: walletName })}
            </p>
          )}
          {lapsedHere?.status === 'retry' && (
            <>
              <p role="alert" className={styles.error}>
                {t('wallet.txLapsed', { wallet: walletName, description: lapsedHere.description })}
              </p>
              <Button variant="secondary" onClick={() => retryLapsed(lapsedHere)}>
                {t('common.retry')}
              </Button>
            </>
          )}
          {lapsedHere?.status === 'check' && (
            <p role="alert" className={styles.error}>
              {t('wallet.txMaybeSent', { wallet: walletName, description: lapsedHere.description })}
            </p>
          )}
          {sent.data !== undefined && (
            <p className={styles.muted}>
              {tn<'wallet.transactionsSent_other'>('wallet.transactionsSent', sent.data, {
                count: formatNumber(sent.data, locale),
              })}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              void navigator.clipboard?.writeText(address).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }}
          >
            <span aria-live="polite">{copied ? t('common.copied') : t('wallet.copyAddress')}</span>
          </Button>
          {explorer && (
            <a className={styles.row} href={explorer} target="_blank" rel="noopener noreferrer">
              {t('wallet.viewOnExplorer')}
            </a>
          )}
          <Button variant="danger" onClick={() => disconnect.mutate()}>
            {t('wallet.disconnect')}
          </Button>
        </div>
        <section aria-labelledby="recent-transactions" className={styles.stack}>
          <div className={styles.txRow}>
            <h3 id="recent-transactions" className={styles.sectionTitle}>
              {t('wallet.recentTransactions')}
            </h3>
            {transactions.length > 0 && (
              <Button
                variant="ghost"
                size="small"
                className={styles.rowEnd}
                onClick={() => transactionStore.clearTransactions(wallet.address, wallet.chainId)}
              >
                {t('wallet.clearAll')}
              </Button>
            )}
          </div>
          {transactions.length === 0 ? (
            <p className={styles.muted}>{t('wallet.noTransactions')}</p>
          ) : (
            <ul className={styles.list}>
              {transactions.slice(0, RECENT_TRANSACTIONS_SHOWN).map((tx) => {
                // A batch the wallet has not named a transaction for yet has nothing to link to.
                const href = hashKnown(tx) ? explorerUrl(wallet.chainId, `/tx/${tx.hash}`) : null
                return (
                  <li key={tx.hash} className={styles.txRow}>
                    {href ? (
                      <a href={href} target="_blank" rel="noopener noreferrer">
                        {tx.description}
                      </a>
                    ) : (
                      tx.description
                    )}
                    <span className={styles.txStatus} data-status={tx.status}>
                      {t(TX_STATUS[tx.status])}
                    </span>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </div>
    </Dialog>
  )
}
