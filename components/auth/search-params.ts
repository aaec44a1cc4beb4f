/** A query parameter's first value (`?a=1&a=2` gives an array), or null when absent. */
export function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
