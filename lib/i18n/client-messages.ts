import type { AbstractIntlMessages } from 'next-intl';

/**
 * The namespaces that components running in the browser translate with. Only these travel to the browser with each
 * page; the text that only the server renders (the information pages, metadata) stays on the server.
 */
const CLIENT_NAMESPACES = ['common'];

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const chosen: AbstractIntlMessages = {};
  for (const name of CLIENT_NAMESPACES) {
    const part = messages[name];
    if (part !== undefined) chosen[name] = part;
  }
  return chosen;
}
