import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Перейти к содержимому',
  homeLink: 'Yarm — главная',
  mainNav: 'Основная навигация',
  menu: 'Меню',
  comingSoon: 'Скоро',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Мои рефералы',
  navPortfolio: 'Портфель',
  docs: 'Документация',
  opensInNewTab: '(откроется в новой вкладке)',
  footerTagline: 'Yarm · Ваш голос — ваш доход',
  version: 'Версия {version}',
  notFoundTitle: 'Страница не найдена',
  notFoundLead: 'По этому адресу ничего нет. Возможно, страница переехала или ссылка неверна.',
  notFoundHomeLink: 'На главную',
  errorTitle: 'Что-то пошло не так',
  tryAgain: 'Попробовать снова',
} satisfies Translation<typeof shell>
