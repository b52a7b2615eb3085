import type { TranslatedCatalog } from '../catalog'
import auth from './auth'
import boards from './boards'
import common from './common'
import connect from './connect'
import deposit from './deposit'
import errors from './errors'
import home from './home'
import projects from './projects'
import pwa from './pwa'
import referrals from './referrals'
import share from './share'
import shell from './shell'
import wallet from './wallet'
import withdraw from './withdraw'

export default {
  common,
  shell,
  auth,
  home,
  wallet,
  connect,
  pwa,
  errors,
  boards,
  projects,
  referrals,
  deposit,
  share,
  withdraw,
} satisfies TranslatedCatalog
