/** en-US messages of the shell area. Placeholders are `{name}`; plural forms end in `_one` / `_other`. */
export default {} as const
