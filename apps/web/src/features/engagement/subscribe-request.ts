// The newsletter sign-up's field check, loaded when the form is first sent: the footer is on every first
// screen, and its schema would bring zod into the first download (docs/decisions/0017).
export { subscribeToMailRequest } from '@dutyfree/contracts';
