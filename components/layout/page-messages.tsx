import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { encodedMessages, type MessagePart } from '@/lib/i18n/client-messages';
import { MoreMessages } from './messages-provider';

/** Gives the browser's components below a layout its part of the messages (lib/i18n/client-messages.ts). */
export async function PageMessages({ part, children }: { part: MessagePart; children: ReactNode }) {
  return <MoreMessages encoded={encodedMessages(await getMessages(), part)}>{children}</MoreMessages>;
}
