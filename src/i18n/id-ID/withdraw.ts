import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Tarik dari {project}',
  yourDeposit: 'Setoran Anda: {amount} {symbol}',
  amountPosition: 'Itu melebihi setoran Anda sebesar {amount} {symbol}.',
  delayNote: 'Anda dapat mengklaimnya {delay} setelah permintaan. Sampai saat itu dana tetap menghasilkan.',
  step: 'Minta penarikan {amount} {symbol}',
  txWithdraw: 'Tarik {amount} {symbol} dari {project}',
  txClaim: 'Klaim {amount} {symbol} dari {project}',
  done: 'Penarikan {amount} {symbol} diminta. Kartu Yarm menunjukkan kapan Anda dapat mengklaimnya.',
  wrongNetwork: 'Dompet Anda berada di jaringan lain. Beralih ke {chain} untuk menarik.',
  revertBalance: 'Setoran Anda kini lebih kecil dari itu. Tidak ada yang ditarik.',
  revertNotYet: 'Penarikan ini belum dapat diklaim.',
  revertClaimed: 'Penarikan ini sudah diklaim.',
  revertOther: 'Jaringan menolak transaksi. Tidak ada yang dipindahkan.',
  failed: 'Transaksi tidak dapat dikirim: {reason}',
  pending: 'Penarikan tertunda',
  claimableFrom: 'Dapat diklaim mulai {time}',
  claimableNow: 'Siap diklaim',
  claim: 'Klaim',
  claimStep: 'Klaim {amount} {symbol}',
  claimed: '{amount} {symbol} dari {project} telah diklaim.',
  sayBack: 'Anda akan meminta penarikan {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
