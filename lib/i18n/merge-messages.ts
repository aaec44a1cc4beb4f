import type { AbstractIntlMessages } from 'next-intl';

// A precompiled message may be an array (lib/i18n/browser-intl.tsx): a leaf, not a namespace to merge into.
export const isNamespace = (value: unknown): value is AbstractIntlMessages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Messages of an outer provider with an inner one's added, at every depth: a namespace both name keeps the keys of both. */
export function mergeMessages(outer: AbstractIntlMessages, inner: AbstractIntlMessages): AbstractIntlMessages {
  const merged: AbstractIntlMessages = { ...outer };
  for (const [key, part] of Object.entries(inner)) {
    const before = merged[key];
    merged[key] = isNamespace(before) && isNamespace(part) ? mergeMessages(before, part) : part;
  }
  return merged;
}
