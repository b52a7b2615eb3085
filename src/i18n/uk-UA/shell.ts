import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Перейти до вмісту',
  homeLink: 'Yarm — головна',
  mainNav: 'Основна навігація',
  menu: 'Меню',
  comingSoon: 'Незабаром',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Мої реферали',
  navPortfolio: 'Портфель',
  docs: 'Документація',
  opensInNewTab: '(відкриється в новій вкладці)',
  footerTagline: 'Yarm · Ваш голос — ваш дохід',
  version: 'Версія {version}',
  notFoundTitle: 'Сторінку не знайдено',
  notFoundLead: 'За цією адресою нічого немає. Можливо, сторінку перенесено або посилання хибне.',
  notFoundHomeLink: 'На головну',
  errorTitle: 'Щось пішло не так',
  tryAgain: 'Спробувати ще раз',
} satisfies Translation<typeof shell>
