import type { CustomerLanguage } from '@dutyfree/contracts';
// Each component from its own package: the umbrella package also loads a code highlighter, a Markdown
// parser and Tailwind, some 10 MB of every API process's heap that no mail uses (docs/performance.md).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { plainTextSelectors, render, toPlainText } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import QRCode from 'qrcode';
import { createElement as h, type ReactNode } from 'react';

// The shop's one mail layout, rendered by React Email (docs/decisions/0053): every mail about an order is
// this document filled in with its words, as HTML for mail clients and as the plain-text part beside it.
// The server runs TypeScript as it is, without JSX, so the elements are made with createElement.

/** A picture sent inside the mail and named in its HTML by `cid:` (mail clients block data: URLs). */
export type InlineImage = { cid: string; contentType: string; content: Buffer };

/** What one mail says, in its language; the layout decides how it looks. */
export type MailDocument = {
  language: CustomerLanguage;
  /** The line mail clients show beside the subject. */
  preview: string;
  heading: string;
  greeting: string;
  paragraphs: readonly string[];
  /**
   * The facts (order number, flight, total …), each one line with its label, as the language writes it
   * (Arabic isolates the Latin value; Chinese sets a full-width colon).
   */
  facts: readonly string[];
  list?: { title: string; items: readonly string[] };
  /** A line in bold under the facts. */
  notice?: string;
  /** The button to the page the mail is about; its address is also written out for the text part. */
  link: { intro: string; label: string; href: string };
  /**
   * A QR code (the link, for a phone held up to the mail; or the order's hand-over token, for the crew);
   * alt names it, and a caption under it says what it is for in text.
   */
  qrCode?: { cid: string; alt: string; caption?: string };
  /** Lines after the link (what to do with a mail one did not ask for). */
  closing?: readonly string[];
};

const colours = { ink: '#1f2933', muted: '#52606d', accent: '#0b5394', rule: '#d9e2ec' };

const styles = {
  body: { backgroundColor: '#f5f7fa', fontFamily: 'Arial, "Noto Sans Arabic", "Noto Sans SC", sans-serif' },
  container: { backgroundColor: '#ffffff', padding: '24px', maxWidth: '600px' },
  heading: { color: colours.ink, fontSize: '22px', margin: '0 0 16px' },
  text: { color: colours.ink, fontSize: '15px', lineHeight: '22px' },
  fact: { color: colours.ink, fontSize: '14px', lineHeight: '20px', margin: '4px 0' },
  notice: { color: colours.ink, fontSize: '15px', fontWeight: 'bold' },
  button: {
    backgroundColor: colours.accent,
    borderRadius: '4px',
    color: '#ffffff',
    fontSize: '15px',
    padding: '12px 20px',
  },
  link: { color: colours.accent, fontSize: '13px', wordBreak: 'break-all' as const },
  rule: { borderColor: colours.rule, margin: '20px 0' },
};

function MailLayout({ mail }: { mail: MailDocument }): ReactNode {
  const dir = mail.language === 'ar' ? 'rtl' : 'ltr';
  const textAlign: 'right' | 'left' = dir === 'rtl' ? 'right' : 'left';
  const text = { ...styles.text, textAlign };
  return h(
    Html,
    { lang: mail.language, dir },
    h(Head),
    h(Preview, null, mail.preview),
    h(
      Body,
      { style: styles.body },
      h(
        Container,
        { style: styles.container },
        h(Heading, { as: 'h1', style: { ...styles.heading, textAlign } }, mail.heading),
        h(Text, { style: text }, mail.greeting),
        ...mail.paragraphs.map((paragraph) => h(Text, { key: paragraph, style: text }, paragraph)),
        h(
          Section,
          null,
          ...mail.facts.map((fact) => h(Text, { key: fact, style: { ...styles.fact, textAlign } }, fact)),
        ),
        mail.list &&
          h(
            Section,
            null,
            h(Heading, { as: 'h2', style: { ...styles.text, fontSize: '17px', textAlign } }, mail.list.title),
            h('ul', { style: text }, ...mail.list.items.map((item) => h('li', { key: item }, item))),
          ),
        mail.notice && h(Text, { style: { ...styles.notice, textAlign } }, mail.notice),
        h(Hr, { style: styles.rule }),
        h(Text, { style: text }, mail.link.intro),
        h(Button, { className: 'button', href: mail.link.href, style: styles.button }, mail.link.label),
        h(Text, { style: { ...styles.link, textAlign } }, h(Link, { href: mail.link.href }, mail.link.href)),
        mail.qrCode &&
          h(Img, { src: `cid:${mail.qrCode.cid}`, alt: mail.qrCode.alt, width: 160, height: 160 }),
        mail.qrCode?.caption && h(Text, { style: text }, mail.qrCode.caption),
        ...(mail.closing ?? []).map((line) => h(Text, { key: line, style: text }, line)),
      ),
    ),
  );
}

/** The mail's HTML and its plain-text part, from one document. */
export async function renderMail(mail: MailDocument): Promise<{ html: string; text: string }> {
  const html = await render(h(MailLayout, { mail }));
  // The plain-text part: the same words, with the button's address written out and no pictures.
  // Lines are left whole: mail clients wrap them, and a wrapped Arabic line could split an isolate's pair.
  const text = toPlainText(html, {
    wordwrap: false,
    selectors: [
      ...plainTextSelectors,
      { selector: 'img', format: 'skip' },
      { selector: 'a.button', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'a', options: { ignoreHref: true } },
    ],
  });
  return { html, text };
}

/** A QR code of `value` as a PNG to send inside a mail under `cid`. */
export async function qrCodeImage(cid: string, value: string): Promise<InlineImage> {
  const content = await QRCode.toBuffer(value, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 200,
  });
  return { cid, contentType: 'image/png', content };
}
