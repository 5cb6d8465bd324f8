/** A pattern that matches exactly `text`, for toHaveTextContent (which, given a string, accepts any text containing it). */
export function wholeText(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
