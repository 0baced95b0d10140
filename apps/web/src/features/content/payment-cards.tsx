import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './content.css';

// SPEC §2: the cards the shop accepts. Drawn as name badges, not the schemes' trademarked artwork; each is
// an image named after its card.
const cards = [
  { name: 'American Express', lines: ['AMEX'] },
  { name: 'Diners Club', lines: ['Diners', 'Club'] },
  { name: 'MasterCard', lines: ['Master', 'Card'] },
  { name: 'Visa', lines: ['VISA'] },
  { name: 'MasterPass', lines: ['Master', 'Pass'] },
  { name: 'Union Pay', lines: ['Union', 'Pay'] },
] as const;

function CardBadge({ name, lines }: { name: string; lines: readonly string[] }) {
  const firstBaseline = lines.length === 1 ? 25 : 18;
  return (
    <svg className="payment-card" viewBox="0 0 64 40" width="64" height="40" role="img" aria-label={name}>
      <rect x="0.5" y="0.5" width="63" height="39" rx="5" fill="#fff" stroke="#c9c9c9" />
      {lines.map((line, index) => (
        <text
          key={line}
          x="32"
          y={firstBaseline + index * 12}
          textAnchor="middle"
          fontFamily="Arial, Helvetica, sans-serif"
          fontWeight="700"
          fontSize={lines.length === 1 ? 14 : 11}
          fill="#1a1a1a"
        >
          {line}
        </text>
      ))}
    </svg>
  );
}

export function PaymentCards() {
  const { t } = useTranslation('layout');
  const headingId = useId();
  return (
    <div className="payment-cards">
      <h2 id={headingId} className="footer-group__heading">
        {t('footer.paymentCards')}
      </h2>
      <ul aria-labelledby={headingId} className="payment-cards__list">
        {cards.map((card) => (
          <li key={card.name}>
            <CardBadge name={card.name} lines={card.lines} />
          </li>
        ))}
      </ul>
    </div>
  );
}
