import messages from '../en-US/share'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "share" keys: they come with its chunk (see provideNamespace).
provideNamespace('share', messages)
