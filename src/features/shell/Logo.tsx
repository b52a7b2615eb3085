import * as styles from './Header.css'

export function Logo() {
  return (
    <svg className={styles.logo} viewBox="0 0 111 27" role="img" aria-label="Yarm" focusable="false">
      <circle cx="13.5" cy="13.5" r="12" fill="#9be9f2" />
      <path
        d="M7 9.5c2.2 2.6 4.3 3.9 6.5 3.9s4.3-1.3 6.5-3.9M13.5 13.4V20"
        fill="none"
        stroke="#06343c"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <text
        x="31"
        y="20.5"
        fill="currentColor"
        fontSize="19"
        fontWeight="800"
        letterSpacing="-0.5"
        fontFamily="system-ui, sans-serif"
      >
        Yarm
      </text>
    </svg>
  )
}
