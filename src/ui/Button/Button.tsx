import type { ComponentProps } from 'react'
import { type ButtonVariants, button } from './Button.css'

export type ButtonProps = ComponentProps<'button'> & ButtonVariants

export function Button({ variant, size, block, className, type = 'button', ...props }: ButtonProps) {
  const classes = button({ variant, size, block })
  return <button type={type} className={className ? `${classes} ${className}` : classes} {...props} />
}
