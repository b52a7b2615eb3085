import messages from '../en-US/connect'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "connect" keys: they come with its chunk (see provideNamespace).
provideNamespace('connect', messages)
