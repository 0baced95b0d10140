import type { BackOfficeItem } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { useBackOfficeItems } from '../back-office/api/get-back-office-items.ts';
import { KeysetPager, useKeysetPages } from '../back-office/keyset-pager.tsx';
import { SearchBox } from '../back-office/search-box.tsx';
import { centsToDollars } from '../back-office/typed-numbers.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { itemPath, staffPaths } from '../shared/staff-paths.ts';

/** The goods the shop sells, on sale or not: search by code or name, page by page. Admins only. */
export function ItemsPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('items.title')}>
      <ItemList />
    </AdminOnly>
  );
}

function ItemList() {
  const { t } = useTranslation('staff');
  const [search, setSearch] = useState('');
  const pages = useKeysetPages();
  const items = useBackOfficeItems(search, pages.cursor);
  const failureMessage = useStaffFailureMessage();

  return (
    <>
      <div className="back-office-heading">
        <PageTitle>{t('items.title')}</PageTitle>
        <Link to={staffPaths.newItem} className="btn btn-primary">
          {t('items.new')}
        </Link>
      </div>
      <SearchBox
        id="item-search"
        label={t('items.search')}
        placeholder={t('items.searchHint')}
        onSearch={(text) => {
          setSearch(text);
          pages.reset();
        }}
      />
      {items.isPending ? (
        <LoadingIndicator label={t('items.loading')} />
      ) : items.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(items.error)}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void items.refetch()}>
            {t('failures.retry')}
          </Button>
        </div>
      ) : items.data.items.length === 0 ? (
        <p className="staff-empty">{search ? t('items.noneFound') : t('items.none')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm back-office-table" aria-busy={items.isPlaceholderData}>
              <caption className="visually-hidden">{t('items.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('items.itemCode')}</th>
                  <th scope="col">{t('items.name')}</th>
                  <th scope="col">{t('items.brand')}</th>
                  <th scope="col" className="text-end">
                    {t('items.priceUsd')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('items.stock')}
                  </th>
                  <th scope="col">{t('items.status')}</th>
                </tr>
              </thead>
              <tbody>
                {items.data.items.map((item) => (
                  <ItemRow key={item.id} item={item} />
                ))}
              </tbody>
            </table>
          </div>
          <KeysetPager
            label={t('items.pages')}
            pages={pages}
            nextKey={items.data.nextAfter}
            loading={items.isPlaceholderData}
          />
        </>
      )}
    </>
  );
}

function ItemRow({ item }: { item: BackOfficeItem }) {
  const { t } = useTranslation('staff');
  return (
    <tr>
      <td className="text-nowrap">
        <code>{item.itemCode}</code>
      </td>
      <td>
        <Link to={itemPath(item.id)}>{item.name}</Link>
      </td>
      <td>{item.brand}</td>
      <td className="text-end text-nowrap">{centsToDollars(item.priceCents)}</td>
      <td className="text-end">{item.stock}</td>
      <td>{item.active ? t('items.onSale') : t('items.offSale')}</td>
    </tr>
  );
}
