// @ts-check

/** @type {Record<string, string>} */
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/**
 * For text and attribute values in HTML and SVG.
 * @param {string} text
 */
export const escapeMarkup = (text) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
