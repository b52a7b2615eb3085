import messages from '../en-US/deposit'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "deposit" keys: they come with its chunk (see provideNamespace).
provideNamespace('deposit', messages)
