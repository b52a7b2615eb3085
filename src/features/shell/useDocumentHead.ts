import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { routeMeta } from './routeMeta'

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

export function useDocumentHead() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useEffect(() => {
    const meta = routeMeta(pathname)
    document.title = meta.title
    setAttribute('link[rel="canonical"]', 'href', meta.canonical)
    setAttribute('meta[property="og:url"]', 'content', meta.canonical)
    setAttribute('meta[name="description"]', 'content', meta.description)
    setAttribute('meta[property="og:description"]', 'content', meta.description)
  }, [pathname])
}
