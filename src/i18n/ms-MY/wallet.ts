import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Sambungkan Dompet',
  wrongNetwork: 'Rangkaian salah',
  verifyWallet: 'Sahkan Dompet',
  networkLabel: 'Rangkaian: {chain}',
  accountLabel: 'Akaun {name}',
  balance: '{amount} {symbol}',
  account: 'Akaun',
  balanceError: 'Baki tidak dapat dimuatkan: rangkaian tidak memberi respons.',
  relayDown:
    'Sambungan ke {wallet} terputus (geganti WalletConnect tidak menjawab). Menyambung semula… Permintaan menunggu sehingga ia kembali.',
  transactionsSent_one: '{count} transaksi dihantar',
  transactionsSent_other: '{count} transaksi dihantar',
  copyAddress: 'Salin Alamat',
  viewOnExplorer: 'Lihat dalam Explorer',
  disconnect: 'Putuskan sambungan',
  recentTransactions: 'Transaksi Terkini',
  clearAll: 'Kosongkan Semua',
  noTransactions: 'Transaksi anda akan dipaparkan di sini…',
  txPending: 'Belum selesai',
  txConfirmed: 'Disahkan',
  txFailed: 'Gagal',
  txLapsed: '{description}: permintaan kepada {wallet} telah tamat tempoh semasa anda tiada. Cuba lagi.',
  txMaybeSent:
    '{description}: {wallet} mungkin telah menghantarnya semasa anda tiada. Semak dompet anda sebelum menghantarnya semula.',
  switchNetworks: 'Tukar Rangkaian',
  wrongNetworkDetected: 'Rangkaian salah dikesan. Tukar rangkaian atau putuskan sambungan untuk meneruskan.',
  cannotSwitch:
    'Dompet anda tidak menyokong pertukaran rangkaian daripada {app}. Cuba tukar rangkaian terus dalam dompet anda.',
  switchFailed: 'Gagal menukar rangkaian. Sila cuba lagi.',
  connected: 'Disambungkan',
  confirmInWallet: 'Sahkan dalam dompet',
  verifyTitle: 'Sahkan akaun anda',
  signInFirst: 'Log masuk dengan X dahulu: dompet anda disahkan untuk akaun X anda.',
  verifyIntro:
    'Untuk melengkapkan sambungan, tandatangani mesej dalam dompet anda untuk membuktikan anda pemilik {address}. Ia percuma dan tidak menghantar sebarang transaksi.',
  preparing: 'Menyediakan mesej…',
  waiting: 'Menunggu tandatangan…',
  verifying: 'Mengesahkan tandatangan…',
  signMessage: 'Tandatangani mesej',
  errorPrepare: 'Ralat semasa menyediakan mesej, sila cuba lagi!',
  errorSign: 'Ralat semasa menandatangani mesej, sila cuba lagi!',
  errorVerify: 'Ralat semasa mengesahkan tandatangan, sila cuba lagi!',
  errorUnexpected: 'Alamak, ada yang tidak kena!',
} satisfies Translation<typeof wallet>
