import type { PaymentSummary } from '@dutyfree/contracts';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';

type Drawn = { token: string; size: number; d: string } | { token: string; failed: true };

/**
 * The order's QR code for the cabin crew (decision 0056): the token the shop signed, which the crew's app
 * checks without a network, with the order number beside it in text for a crew member who types it. Only
 * while the order waits to be handed over (the server sends no token otherwise).
 */
export function HandOverQr({ order }: { order: PaymentSummary }) {
  const { t } = useTranslation('orders');
  const token = order.handOverToken ?? null;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    import('./qr-path.ts').then(
      ({ qrPath }) => live && setDrawn({ token, ...qrPath(token) }),
      () => live && setDrawn({ token, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return null;
  const current = drawn?.token === token ? drawn : null;
  const alt = t('qr.alt', { orderCode: order.orderCode });
  return (
    <figure className="order-qr">
      {current && 'd' in current ? (
        <svg
          className="order-qr__code"
          role="img"
          aria-label={alt}
          viewBox={`0 0 ${current.size} ${current.size}`}
          shapeRendering="crispEdges"
          data-token={token}
        >
          <rect width={current.size} height={current.size} fill="#fff" />
          <path d={current.d} fill="#000" />
        </svg>
      ) : (
        // The square keeps its place while the code is drawn, so that the page does not move.
        <div className="order-qr__code order-qr__code--waiting" role="status">
          <span className="visually-hidden">{current ? t('qr.failed') : t('qr.loading')}</span>
          {current && <span aria-hidden="true">{t('qr.failed')}</span>}
        </div>
      )}
      <figcaption className="order-qr__caption">
        <p className="order-qr__number">
          <Trans
            t={t}
            i18nKey="qr.orderNumber"
            values={{ orderCode: order.orderCode }}
            components={{ code: <bdi className="order-number" /> }}
          />
        </p>
        <p className="mb-0">{t('qr.caption')}</p>
      </figcaption>
    </figure>
  );
}
