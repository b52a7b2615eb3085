import messages from '../en-US/referrals'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "referrals" keys: they come with its chunk (see provideNamespace).
provideNamespace('referrals', messages)
