import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Підключити гаманець',
  wrongNetwork: 'Неправильна мережа',
  verifyWallet: 'Підтвердити гаманець',
  networkLabel: 'Мережа: {chain}',
  accountLabel: 'Обліковий запис {name}',
  balance: '{amount} {symbol}',
  account: 'Обліковий запис',
  balanceError: 'Не вдалося завантажити баланс: мережа не відповідає.',
  relayDown:
    'Зв’язок із {wallet} втрачено (ретранслятор WalletConnect не відповідає). Перепідключаємося… Запити чекають на його відновлення.',
  transactionsSent_one: 'Надіслано {count} транзакцію',
  transactionsSent_other: 'Надіслано транзакцій: {count}',
  copyAddress: 'Копіювати адресу',
  viewOnExplorer: 'Переглянути в оглядачі',
  disconnect: 'Відключити',
  recentTransactions: 'Останні транзакції',
  clearAll: 'Очистити все',
  noTransactions: 'Тут з’являтимуться ваші транзакції…',
  txPending: 'Очікує',
  txConfirmed: 'Підтверджено',
  txFailed: 'Помилка',
  txLapsed: '{description}: запит до {wallet} сплив, поки вас не було. Спробуйте ще раз.',
  txMaybeSent:
    '{description}: можливо, {wallet} уже надіслав це, поки вас не було. Перевірте гаманець, перш ніж надсилати знову.',
  switchNetworks: 'Змінити мережу',
  wrongNetworkDetected: 'Виявлено неправильну мережу. Щоб продовжити, змініть мережу або відключіться.',
  cannotSwitch:
    'Ваш гаманець не підтримує зміну мережі з {app}. Спробуйте змінити мережу безпосередньо в гаманці.',
  switchFailed: 'Не вдалося змінити мережу. Спробуйте ще раз.',
  connected: 'Підключено',
  confirmInWallet: 'Підтвердьте в гаманці',
  verifyTitle: 'Підтвердьте обліковий запис',
  signInFirst: 'Спершу увійдіть через X: гаманець підтверджується для вашого облікового запису X.',
  verifyIntro:
    'Щоб завершити підключення, підпишіть повідомлення в гаманці й доведіть, що {address} належить вам. Це безкоштовно й не надсилає жодної транзакції.',
  preparing: 'Підготовка повідомлення…',
  waiting: 'Очікування підпису…',
  verifying: 'Перевірка підпису…',
  signMessage: 'Підписати повідомлення',
  errorPrepare: 'Помилка під час підготовки повідомлення, спробуйте ще раз!',
  errorSign: 'Помилка під час підписання повідомлення, спробуйте ще раз!',
  errorVerify: 'Помилка під час перевірки підпису, спробуйте ще раз!',
  errorUnexpected: 'Ой, щось пішло не так!',
} satisfies Translation<typeof wallet>
