import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Conectar carteira',
  wrongNetwork: 'Rede incorreta',
  verifyWallet: 'Verificar carteira',
  networkLabel: 'Rede: {chain}',
  accountLabel: 'Conta {name}',
  balance: '{amount} {symbol}',
  account: 'Conta',
  balanceError: 'Não foi possível carregar o saldo: a rede não está respondendo.',
  relayDown:
    'A conexão com {wallet} caiu (o relay do WalletConnect não responde). Reconectando… As solicitações aguardam até ela voltar.',
  transactionsSent_one: '{count} transação enviada',
  transactionsSent_other: '{count} transações enviadas',
  copyAddress: 'Copiar endereço',
  viewOnExplorer: 'Ver no explorador',
  disconnect: 'Desconectar',
  recentTransactions: 'Transações recentes',
  clearAll: 'Limpar tudo',
  noTransactions: 'Suas transações aparecerão aqui…',
  txPending: 'Pendente',
  txConfirmed: 'Confirmada',
  txFailed: 'Falhou',
  txLapsed: '{description}: a solicitação para {wallet} expirou enquanto você estava fora. Tente novamente.',
  txMaybeSent:
    '{description}: {wallet} pode ter enviado enquanto você estava fora. Confira sua carteira antes de enviar de novo.',
  switchNetworks: 'Trocar de rede',
  wrongNetworkDetected: 'Rede incorreta detectada. Troque de rede ou desconecte para continuar.',
  cannotSwitch:
    'Sua carteira não permite trocar de rede pelo {app}. Tente trocar de rede diretamente na sua carteira.',
  switchFailed: 'Não foi possível trocar de rede. Tente novamente.',
  connected: 'Conectada',
  confirmInWallet: 'Confirme na carteira',
  verifyTitle: 'Verifique sua conta',
  signInFirst: 'Entre com o X primeiro: sua carteira é verificada para a sua conta do X.',
  verifyIntro:
    'Para concluir a conexão, assine uma mensagem na sua carteira para provar que {address} é seu. É grátis e não envia nenhuma transação.',
  preparing: 'Preparando mensagem…',
  waiting: 'Aguardando assinatura…',
  verifying: 'Verificando assinatura…',
  signMessage: 'Assinar mensagem',
  errorPrepare: 'Erro ao preparar a mensagem, tente novamente!',
  errorSign: 'Erro ao assinar a mensagem, tente novamente!',
  errorVerify: 'Erro ao verificar a assinatura, tente novamente!',
  errorUnexpected: 'Ops, algo deu errado!',
} satisfies Translation<typeof wallet>
