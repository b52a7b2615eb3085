import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Keluarkan daripada {project}',
  yourDeposit: 'Deposit anda: {amount} {symbol}',
  amountPosition: 'Itu melebihi deposit anda sebanyak {amount} {symbol}.',
  delayNote: 'Anda boleh menuntutnya {delay} selepas permintaan. Sehingga itu ia terus menjana hasil.',
  step: 'Minta pengeluaran {amount} {symbol}',
  txWithdraw: 'Keluarkan {amount} {symbol} daripada {project}',
  txClaim: 'Tuntut {amount} {symbol} daripada {project}',
  done: 'Pengeluaran {amount} {symbol} telah diminta. Kad Yarm menunjukkan bila anda boleh menuntutnya.',
  wrongNetwork: 'Dompet anda berada pada rangkaian lain. Tukar ke {chain} untuk mengeluarkan.',
  revertBalance: 'Deposit anda kini lebih kecil daripada itu. Tiada apa-apa dikeluarkan.',
  revertNotYet: 'Pengeluaran ini belum boleh dituntut.',
  revertClaimed: 'Pengeluaran ini sudah dituntut.',
  revertOther: 'Rangkaian menolak transaksi. Tiada apa-apa dipindahkan.',
  failed: 'Transaksi tidak dapat dihantar: {reason}',
  pending: 'Pengeluaran belum selesai',
  claimableFrom: 'Boleh dituntut mulai {time}',
  claimableNow: 'Sedia untuk dituntut',
  claim: 'Tuntut',
  claimStep: 'Tuntut {amount} {symbol}',
  claimed: '{amount} {symbol} telah dituntut daripada {project}.',
  sayBack: 'Anda akan meminta pengeluaran {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
