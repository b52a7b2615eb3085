import { createRoot, type Root } from 'react-dom/client'
import type { PromptAnswer } from './types'
import { type ShownPrompt, WalletPrompt } from './WalletPrompt'

interface Pending {
  id: number
  prompt: ShownPrompt
  title: string | undefined
  resolve: (answer: PromptAnswer) => void
}

/** The wallet's own window: a React root beside the app's, one dialog at a time. */
const queue: Pending[] = []
let root: Root | undefined
let nextId = 1

function render(): void {
  if (!root) {
    const container = document.createElement('div')
    container.dataset.demoWallet = ''
    document.body.append(container)
    root = createRoot(container)
  }
  const current = queue[0]
  root.render(
    current ? (
      <WalletPrompt
        key={current.id}
        prompt={current.prompt}
        title={current.title}
        onAnswer={(answer) => {
          queue.shift()
          current.resolve(answer)
          render()
        }}
      />
    ) : null,
  )
}

export function askInDialog(prompt: ShownPrompt, title?: string): Promise<PromptAnswer> {
  return new Promise((resolve) => {
    queue.push({ id: nextId++, prompt, title, resolve })
    if (queue.length === 1) render()
  })
}
