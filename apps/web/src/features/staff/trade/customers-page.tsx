import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { KeysetPager, useKeysetPages } from '../back-office/keyset-pager.tsx';
import { LoadFailure } from '../back-office/load-failure.tsx';
import { SearchBox } from '../back-office/search-box.tsx';
import { useStaffTime } from '../shared/staff-format.ts';
import { useCustomerSearch } from './api/search-customers.ts';

/** Shop accounts and loyalty members, by name, e-mail, user name or number. Admins only. */
export function CustomersPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('customers.title')}>
      <CustomerSearch />
    </AdminOnly>
  );
}

function CustomerSearch() {
  const { t } = useTranslation('staff');
  const time = useStaffTime();
  const [search, setSearch] = useState('');
  const accountPages = useKeysetPages();
  const memberPages = useKeysetPages<string>();
  const found = useCustomerSearch({
    ...(search ? { search } : {}),
    ...(accountPages.cursor === undefined ? {} : { customersBefore: accountPages.cursor }),
    ...(memberPages.cursor === undefined ? {} : { membersAfter: memberPages.cursor }),
  });

  return (
    <>
      <PageTitle>{t('customers.title')}</PageTitle>
      <SearchBox
        id="customer-search"
        label={t('customers.search')}
        onSearch={(text) => {
          setSearch(text);
          accountPages.reset();
          memberPages.reset();
        }}
      />
      {found.isPending ? (
        <LoadingIndicator label={t('customers.loading')} />
      ) : found.isError ? (
        <LoadFailure error={found.error} retry={() => void found.refetch()} />
      ) : (
        <>
          <h2 className="h5">{t('customers.accounts')}</h2>
          {found.data.customers.length === 0 ? (
            <p className="staff-empty">{t('customers.noneFound')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm back-office-table" aria-busy={found.isPlaceholderData}>
                <caption className="visually-hidden">{t('customers.accounts')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('customers.name')}</th>
                    <th scope="col">{t('customers.email')}</th>
                    <th scope="col">{t('customers.username')}</th>
                    <th scope="col">{t('customers.membership')}</th>
                    <th scope="col" className="text-end">
                      {t('customers.orders')}
                    </th>
                    <th scope="col">{t('customers.since')}</th>
                  </tr>
                </thead>
                <tbody>
                  {found.data.customers.map((customer) => (
                    <tr key={customer.id}>
                      <td>{customer.name}</td>
                      <td>{customer.email}</td>
                      <td>{customer.username}</td>
                      <td>{customer.membershipNumber ?? '—'}</td>
                      <td className="text-end">{customer.orders}</td>
                      <td className="text-nowrap">{time(customer.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <KeysetPager
            label={t('customers.accountPages')}
            pages={accountPages}
            nextKey={found.data.nextCustomersBefore}
            loading={found.isPlaceholderData}
          />
          <h2 className="h5">{t('customers.members')}</h2>
          {found.data.members.length === 0 ? (
            <p className="staff-empty">{t('customers.noneFound')}</p>
          ) : (
            <div className="table-responsive">
              <table className="table table-sm back-office-table" aria-busy={found.isPlaceholderData}>
                <caption className="visually-hidden">{t('customers.members')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('customers.memberId')}</th>
                    <th scope="col">{t('customers.name')}</th>
                    <th scope="col">{t('customers.email')}</th>
                    <th scope="col">{t('customers.tier')}</th>
                    <th scope="col" className="text-end">
                      {t('customers.miles')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {found.data.members.map((member) => (
                    <tr key={member.memberId}>
                      <td>
                        <code>{member.memberId}</code>
                      </td>
                      <td>{member.name}</td>
                      <td>{member.email}</td>
                      <td>{member.tier}</td>
                      <td className="text-end">{member.milesBalance.toLocaleString('en')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <KeysetPager
            label={t('customers.memberPages')}
            pages={memberPages}
            nextKey={found.data.nextMembersAfter}
            loading={found.isPlaceholderData}
          />
        </>
      )}
    </>
  );
}
