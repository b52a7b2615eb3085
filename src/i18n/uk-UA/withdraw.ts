import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Вивести з {project}',
  yourDeposit: 'Ваш внесок: {amount} {symbol}',
  amountPosition: 'Це більше за ваш внесок у {amount} {symbol}.',
  delayNote: 'Забрати кошти можна через {delay} після запиту. До того часу вони далі приносять дохід.',
  step: 'Запитати виведення {amount} {symbol}',
  txWithdraw: 'Вивести {amount} {symbol} з {project}',
  txClaim: 'Забрати {amount} {symbol} з {project}',
  done: 'Виведення {amount} {symbol} запитано. Картка Yarm показує, коли його можна забрати.',
  wrongNetwork: 'Ваш гаманець в іншій мережі. Перейдіть на {chain}, щоб вивести кошти.',
  revertBalance: 'Ваш внесок тепер менший за цю суму. Нічого не виведено.',
  revertNotYet: 'Це виведення поки не можна забрати.',
  revertClaimed: 'Це виведення вже забрано.',
  revertOther: 'Мережа відхилила транзакцію. Нічого не переміщено.',
  failed: 'Не вдалося надіслати транзакцію: {reason}',
  pending: 'Очікувані виведення',
  claimableFrom: 'Можна забрати з {time}',
  claimableNow: 'Можна забрати',
  claim: 'Забрати',
  claimStep: 'Забрати {amount} {symbol}',
  claimed: 'Отримано {amount} {symbol} з {project}.',
  sayBack: 'Ви запитаєте виведення {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
