import messages from '../en-US/projects'
import { provideNamespace } from '../i18nStore'

// Imported by every module that uses the "projects" keys: they come with its chunk (see provideNamespace).
provideNamespace('projects', messages)
