import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'セッションが終了しました。X と連携して再度サインインしてください。',
  NOT_ELIGIBLE: 'お使いの X アカウントはまだ参加条件を満たしていません。',
  WALLET_NOT_VERIFIED: '有効化の前に、署名でウォレットを認証してください。',
  INVITE_CODE_INVALID: 'この招待コードは無効です。確認してもう一度お試しください。',
  X_HANDLE_MISMATCH:
    'このウォレットは別の X アカウントに紐付けられています。登録時に使用したウォレットを接続してください。',
  WALLET_LOCKED: 'アカウントは有効化に使用したウォレットに固定されており、変更できません。',
  ALREADY_VOTED: 'このプロジェクトにはすでに投票済みです。',
  VOTING_CLOSED: 'このプロジェクトの投票は終了しました。',
  NOT_ACTIVATED: '投票するには、ホームページでアカウントを有効化してください。',
  PROJECT_NOT_FOUND: 'このプロジェクトはもう存在しません。',
  CODE_INVALID: 'この紹介コードは存在しません。確認してもう一度お試しください。',
  SELF_REFERRAL: '自分の紹介コードは使用できません。',
  REFERRER_ALREADY_SET: 'すでに他の人から招待されています。これは変更できません。',
  REFERRAL_CYCLE:
    'この人はあなたが（直接または友人経由で）招待した人なので、そのコードをあなたの招待元にはできません。',
  INVALID_NONCE: 'サインインのリクエストの有効期限が切れました。もう一度お試しください。',
  INVALID_MESSAGE: 'サインインメッセージが受け付けられませんでした。もう一度お試しください。',
  INVALID_PAGE: 'そのページは存在しません。',
  network: 'オフラインか、サーバーに接続できません。接続を確認して、もう一度お試しください。',
  invalidResponse: 'サーバーから予期しない応答がありました。しばらくしてからもう一度お試しください。',
  tooManyRequests: 'リクエストが多すぎます。しばらく待ってからもう一度お試しください。',
  server: '現在サーバーで問題が発生しています。しばらくしてからもう一度お試しください。',
  generic: '申し訳ありません。問題が発生しました。',
} satisfies Translation<typeof errors>
