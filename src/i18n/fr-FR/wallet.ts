import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Connecter un portefeuille',
  wrongNetwork: 'Mauvais réseau',
  verifyWallet: 'Vérifier le portefeuille',
  networkLabel: 'Réseau : {chain}',
  accountLabel: 'Compte {name}',
  balance: '{amount} {symbol}',
  account: 'Compte',
  balanceError: 'Impossible de charger le solde : le réseau ne répond pas.',
  relayDown:
    'La connexion à {wallet} est perdue (le relais de WalletConnect ne répond pas). Reconnexion… Les demandes attendent son retour.',
  transactionsSent_one: '{count} transaction envoyée',
  transactionsSent_other: '{count} transactions envoyées',
  copyAddress: 'Copier l’adresse',
  viewOnExplorer: 'Voir dans l’explorateur',
  disconnect: 'Déconnecter',
  recentTransactions: 'Transactions récentes',
  clearAll: 'Tout effacer',
  noTransactions: 'Vos transactions apparaîtront ici…',
  txPending: 'En attente',
  txConfirmed: 'Confirmée',
  txFailed: 'Échouée',
  txLapsed: '{description} : la demande envoyée à {wallet} a expiré pendant votre absence. Réessayez.',
  txMaybeSent:
    '{description} : {wallet} l’a peut-être envoyé pendant votre absence. Vérifiez votre portefeuille avant de le renvoyer.',
  switchNetworks: 'Changer de réseau',
  wrongNetworkDetected: 'Mauvais réseau détecté : changez de réseau ou déconnectez-vous pour continuer.',
  cannotSwitch:
    'Votre portefeuille ne permet pas de changer de réseau depuis {app}. Changez plutôt de réseau directement dans votre portefeuille.',
  switchFailed: 'Le changement de réseau a échoué. Veuillez réessayer.',
  connected: 'Connecté',
  confirmInWallet: 'Confirmez dans le portefeuille',
  verifyTitle: 'Vérifiez votre compte',
  signInFirst: 'Connectez-vous d’abord avec X : votre portefeuille est vérifié pour votre compte X.',
  verifyIntro:
    'Pour terminer la connexion, signez un message dans votre portefeuille afin de prouver que {address} vous appartient. C’est gratuit et aucune transaction n’est envoyée.',
  preparing: 'Préparation du message…',
  waiting: 'En attente de la signature…',
  verifying: 'Vérification de la signature…',
  signMessage: 'Signer le message',
  errorPrepare: 'Erreur lors de la préparation du message, veuillez réessayer !',
  errorSign: 'Erreur lors de la signature du message, veuillez réessayer !',
  errorVerify: 'Erreur lors de la vérification de la signature, veuillez réessayer !',
  errorUnexpected: 'Oups, une erreur s’est produite !',
} satisfies Translation<typeof wallet>
