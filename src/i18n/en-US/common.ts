/** Strings shared by several areas. Placeholders are `{name}`; plural forms end in `_one` / `_other`. */
export default {
  retry: 'Retry',
  retrying: 'Retrying…',
  close: 'Close',
  dismiss: 'Dismiss',
  back: 'Back',
  cancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied!',
  loading: 'Loading…',
  connectX: 'Connect X',
  offlineReason: "You're offline: this needs a connection.",
  language: 'Language',
} as const
