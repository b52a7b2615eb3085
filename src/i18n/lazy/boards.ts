import messages from '../en-US/boards'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "boards" keys: they come with its chunk (see provideNamespace).
provideNamespace('boards', messages)
