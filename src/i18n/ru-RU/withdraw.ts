import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Вывести из {project}',
  yourDeposit: 'Ваш взнос: {amount} {symbol}',
  amountPosition: 'Это больше вашего взноса в {amount} {symbol}.',
  delayNote: 'Забрать средства можно через {delay} после запроса. До тех пор они продолжают приносить доход.',
  step: 'Запросить вывод {amount} {symbol}',
  txWithdraw: 'Вывести {amount} {symbol} из {project}',
  txClaim: 'Забрать {amount} {symbol} из {project}',
  done: 'Вывод {amount} {symbol} запрошен. Карточка Yarm показывает, когда его можно забрать.',
  wrongNetwork: 'Ваш кошелёк в другой сети. Переключитесь на {chain}, чтобы вывести средства.',
  revertBalance: 'Ваш взнос теперь меньше этой суммы. Ничего не выведено.',
  revertNotYet: 'Этот вывод пока нельзя забрать.',
  revertClaimed: 'Этот вывод уже забран.',
  revertOther: 'Сеть отклонила транзакцию. Ничего не перемещено.',
  failed: 'Не удалось отправить транзакцию: {reason}',
  pending: 'Ожидающие выводы',
  claimableFrom: 'Можно забрать с {time}',
  claimableNow: 'Можно забрать',
  claim: 'Забрать',
  claimStep: 'Забрать {amount} {symbol}',
  claimed: 'Получено {amount} {symbol} из {project}.',
  sayBack: 'Вы запросите вывод {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
