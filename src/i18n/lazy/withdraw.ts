import messages from '../en-US/withdraw'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "withdraw" keys: they come with its chunk (see provideNamespace).
provideNamespace('withdraw', messages)
