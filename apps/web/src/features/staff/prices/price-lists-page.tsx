import type { PriceListKind, PriceListSummary } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { newPriceListPath, priceListPath } from '../shared/staff-paths.ts';
import { usePriceLists } from './api/price-lists.ts';

/** The running offers and the promotion codes, page by page, with how often each code was used. */
export function PriceListsPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('priceLists.title')}>
      <PriceListTable />
    </AdminOnly>
  );
}

function PriceListTable() {
  const { t } = useTranslation('staff');
  const [kind, setKind] = useState<PriceListKind | undefined>(undefined);
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const lists = usePriceLists(kind, cursors[cursors.length - 1]);
  const failureMessage = useStaffFailureMessage();
  const filters: [PriceListKind | undefined, string][] = [
    [undefined, t('priceLists.all')],
    ['promo', t('priceLists.promos')],
    ['offer', t('priceLists.offers')],
  ];

  return (
    <>
      <div className="back-office-heading">
        <PageTitle>{t('priceLists.title')}</PageTitle>
        <div className="back-office-actions">
          <Link to={newPriceListPath('promo')} className="btn btn-primary">
            {t('priceLists.newPromo')}
          </Link>
          <Link to={newPriceListPath('offer')} className="btn btn-outline-primary">
            {t('priceLists.newOffer')}
          </Link>
        </div>
      </div>
      <fieldset className="back-office-filter">
        <legend className="visually-hidden">{t('priceLists.show')}</legend>
        {filters.map(([value, label]) => (
          <Button
            key={label}
            variant={kind === value ? 'primary' : 'outline-primary'}
            size="sm"
            aria-pressed={kind === value}
            onClick={() => {
              setKind(value);
              setCursors([undefined]);
            }}
          >
            {label}
          </Button>
        ))}
      </fieldset>
      {lists.isPending ? (
        <LoadingIndicator label={t('priceLists.loading')} />
      ) : lists.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(lists.error)}
        </div>
      ) : lists.data.priceLists.length === 0 ? (
        <p className="staff-empty">{t('priceLists.none')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm back-office-table" aria-busy={lists.isPlaceholderData}>
              <caption className="visually-hidden">{t('priceLists.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('priceLists.name')}</th>
                  <th scope="col">{t('priceLists.code')}</th>
                  <th scope="col">{t('priceLists.days')}</th>
                  <th scope="col" className="text-end">
                    {t('priceLists.uses')}
                  </th>
                  <th scope="col">{t('priceLists.status')}</th>
                </tr>
              </thead>
              <tbody>
                {lists.data.priceLists.map((list) => (
                  <PriceListRow key={list.id} list={list} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('priceLists.pages')} className="audit-pages">
            {cursors.length > 1 && (
              <Button variant="outline-primary" onClick={() => setCursors((list) => list.slice(0, -1))}>
                {t('items.previous')}
              </Button>
            )}
            {lists.data.nextAfter !== null && (
              <Button
                variant="outline-primary"
                disabled={lists.isPlaceholderData}
                onClick={() => setCursors((list) => [...list, lists.data.nextAfter ?? undefined])}
              >
                {t('items.next')}
              </Button>
            )}
          </nav>
        </>
      )}
    </>
  );
}

function PriceListRow({ list }: { list: PriceListSummary }) {
  const { t } = useTranslation('staff');
  const today = new Date().toISOString().slice(0, 10);
  const state = !list.active
    ? 'off'
    : list.validTo < today
      ? 'ended'
      : list.validFrom > today
        ? 'scheduled'
        : 'running';
  return (
    <tr>
      <td>
        <Link to={priceListPath(list.id)}>{list.name}</Link>
        <div className="small text-body-secondary">{t(`priceLists.kinds.${list.kind}`)}</div>
      </td>
      <td>{list.promoCode ? <code>{list.promoCode}</code> : '—'}</td>
      <td className="text-nowrap">
        <bdi>{list.validFrom}</bdi> – <bdi>{list.validTo}</bdi>
      </td>
      <td className="text-end">
        {list.kind === 'promo'
          ? list.usageLimit === null
            ? t('priceLists.usedUnlimited', { count: list.usageCount })
            : t('priceLists.usedOf', { count: list.usageCount, limit: list.usageLimit })
          : '—'}
      </td>
      <td>{t(`priceLists.states.${state}`)}</td>
    </tr>
  );
}
