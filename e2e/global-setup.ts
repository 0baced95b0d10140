import { openMailbox, smtpPort } from './mailbox.ts';

/** Runs once before the journeys: the mail server the shop sends to (see mailbox.ts). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  return openMailbox(smtpPort());
}
