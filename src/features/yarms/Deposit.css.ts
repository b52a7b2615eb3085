import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const action = style({ display: 'grid', gap: 6, justifyItems: 'start' })

export const reason = style({ fontSize: 13, color: vars.color.textMuted })

export const position = style({
  display: 'grid',
  gap: 4,
  padding: 12,
  borderRadius: vars.radius.medium,
  background: vars.color.successSoft,
  fontSize: 14,
})

/** Keeps a place on the page, unseen and out of the accessibility tree. */
export const held = style({ visibility: 'hidden' })

export const positionValue = style({ fontSize: 18, fontWeight: 800, fontVariantNumeric: 'tabular-nums' })

export const form = style({ display: 'grid', gap: 14 })

export const field = style({ display: 'grid', gap: 6 })

export const label = style({ fontSize: 14, fontWeight: 700 })

export const inputRow = style({ display: 'flex', gap: 8, alignItems: 'center' })

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 44,
  padding: '0 12px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: 18,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
})

export const select = style([input, { fontSize: 15 }])

export const facts = style({ display: 'grid', gap: 4, fontSize: 14, color: vars.color.textMuted })

export const problem = style({ fontSize: 14, color: vars.color.danger })

/** What will be sent, said back above the confirm button; its line is kept while empty so nothing jumps. */
export const sayBack = style({
  minHeight: '1.5em',
  fontSize: 15,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
})

export const steps = style({
  display: 'grid',
  gap: 6,
  paddingInlineStart: 0,
  listStyle: 'none',
  fontSize: 14,
})

export const step = styleVariants({
  idle: { color: vars.color.textMuted },
  wallet: { fontWeight: 700 },
  pending: { fontWeight: 700 },
  signed: { color: vars.color.success },
  confirmed: { color: vars.color.success },
  failed: { color: vars.color.danger },
})

export const waitingActions = style({ display: 'flex', flexWrap: 'wrap', gap: 8 })
