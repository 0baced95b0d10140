import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Drawn with Bootstrap's accordion classes but written out, because react-bootstrap's accordion leaves
// out aria-controls and the labelled panels of the WAI-ARIA accordion pattern.
const questions = [
  'whatIsPreorder',
  'cutOff',
  'ticketNumber',
  'payment',
  'miles',
  'pickup',
  'deliveryCharge',
  'age',
  'allowances',
  'returns',
  'refunds',
  'tracking',
] as const;
type Question = (typeof questions)[number];

function FaqItem({ question, open, onToggle }: { question: Question; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('content');
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  return (
    <div className="accordion-item">
      <h2 className="accordion-header">
        <button
          type="button"
          id={buttonId}
          className={open ? 'accordion-button' : 'accordion-button collapsed'}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {t(`faq.items.${question}.question`)}
        </button>
      </h2>
      <section id={panelId} aria-labelledby={buttonId} hidden={!open} className="accordion-body">
        <p className="mb-0">{t(`faq.items.${question}.answer`)}</p>
      </section>
    </div>
  );
}

/** Questions open and close on their own, so a reader can compare two answers. */
export function FaqAccordion() {
  const [open, setOpen] = useState<ReadonlySet<Question>>(new Set());
  function toggle(question: Question) {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(question)) next.add(question);
      return next;
    });
  }
  return (
    <div className="accordion faq">
      {questions.map((question) => (
        <FaqItem
          key={question}
          question={question}
          open={open.has(question)}
          onToggle={() => toggle(question)}
        />
      ))}
    </div>
  );
}
