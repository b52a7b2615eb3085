/** en-US messages of the pwa area. Placeholders are `{name}`; plural forms end in `_one` / `_other`. */
export default {
  installApp: 'Install app',
  install: 'Install',
  installHint: 'Install Yarm on your home screen for faster access, even offline.',
  iosTitle: 'Add Yarm to your Home Screen',
  iosStepShare: "Tap the Share button {icon} in Safari's toolbar.",
  iosStepAdd: 'Choose “Add to Home Screen”.',
  iosStepConfirm: 'Tap “Add”. Yarm then opens like an app, full screen.',
  offlineSince: 'Offline · showing data from {time}',
  offlineNotSaved:
    "You're offline, and this page hasn't been saved for offline use yet. It will load when you're back online.",
  newVersion: 'New version available',
  reload: 'Reload',
} as const
