/** Escapes LIKE wildcards so a search for '50%' matches the text '50%'. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
