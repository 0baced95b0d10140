import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './engagement.css';

// SPEC §2 footer networks. The airline's own accounts are not known, so each link opens the network's home
// page. The marks are plain letters drawn here, not the networks' trademarked logos.
const networks = [
  { name: 'Facebook', href: 'https://www.facebook.com/', mark: 'f' },
  { name: 'Twitter', href: 'https://twitter.com/', mark: 't' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', mark: 'in' },
  { name: 'YouTube', href: 'https://www.youtube.com/', mark: '▶' },
  { name: 'Instagram', href: 'https://www.instagram.com/', mark: 'ig' },
  { name: 'Weibo', href: 'https://weibo.com/', mark: 'wb' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation('engagement');
  const headingId = useId();
  return (
    // A list of outside links rather than a landmark: they do not navigate the shop.
    <div className="social-links">
      <h2 id={headingId} className="footer-group__heading">
        {t('social.heading')}
      </h2>
      <ul aria-labelledby={headingId} className="social-links__list">
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href}
              target="_blank"
              rel="noopener noreferrer"
              className="social-links__link"
              title={network.name}
            >
              <span aria-hidden="true">{network.mark}</span>
              <span className="visually-hidden">{t('social.opensInNewTab', { network: network.name })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
