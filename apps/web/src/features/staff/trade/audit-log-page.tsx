import type { AuditEntry } from '@dutyfree/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useAuditLog } from './api/get-audit-log.ts';

/** Every staff action, newest first: who, when, what, and the record before and after. Admins only. */
export function AuditLogPage() {
  const { t } = useTranslation('staff');
  return (
    <AdminOnly title={t('audit.title')}>
      <AuditLog />
    </AdminOnly>
  );
}

function AuditLog() {
  const { t } = useTranslation('staff');
  // Keyset paging: the ids the pages seen so far started before, so 'Newer' can go back one page.
  const [cursors, setCursors] = useState<(number | undefined)[]>([undefined]);
  const before = cursors[cursors.length - 1];
  const log = useAuditLog(before);
  const failureMessage = useStaffFailureMessage();

  return (
    <>
      <PageTitle>{t('audit.title')}</PageTitle>
      {log.isPending ? (
        <LoadingIndicator label={t('audit.loading')} />
      ) : log.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(log.error)}{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void log.refetch()}>
            {t('failures.retry')}
          </Button>
        </div>
      ) : log.data.entries.length === 0 ? (
        <p className="staff-empty">{t('audit.none')}</p>
      ) : (
        <>
          <div className="table-responsive">
            <table className="table table-sm audit-table" aria-busy={log.isPlaceholderData}>
              <caption className="visually-hidden">{t('audit.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.subject')}</th>
                  <th scope="col">{t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('audit.pages')} className="audit-pages">
            {cursors.length > 1 && (
              <Button variant="outline-primary" onClick={() => setCursors((list) => list.slice(0, -1))}>
                {t('audit.newer')}
              </Button>
            )}
            {log.data.nextBefore !== null && (
              <Button
                variant="outline-primary"
                disabled={log.isPlaceholderData}
                onClick={() => {
                  const next = log.data.nextBefore ?? undefined;
                  setCursors((list) => [...list, next]);
                }}
              >
                {t('audit.older')}
              </Button>
            )}
          </nav>
        </>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('staff');
  const staffTime = useStaffTime();
  return (
    <tr>
      <td className="text-nowrap">{staffTime(entry.at)}</td>
      <td>{entry.staffName}</td>
      <td>
        {/* Actions are stable names; a new one the words do not know yet is shown as it is. */}
        {t(`audit.actions.${entry.action}`, entry.action)}
      </td>
      <td className="audit-table__subject">{entry.subject}</td>
      <td>
        <details>
          <summary>{t('audit.showChange')}</summary>
          <dl className="audit-table__change">
            <dt>{t('audit.before')}</dt>
            <dd>
              <code>{JSON.stringify(entry.before)}</code>
            </dd>
            <dt>{t('audit.after')}</dt>
            <dd>
              <code>{JSON.stringify(entry.after)}</code>
            </dd>
          </dl>
        </details>
      </td>
    </tr>
  );
}
