/**
 * Escapes text for HTML element content and quoted attribute values.
 * @param {string} text
 */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
