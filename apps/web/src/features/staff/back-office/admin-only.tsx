import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { useStaffSession } from '../shared/staff-session.ts';

/** An admin's screen: crew see why it is closed to them (the API refuses them too). */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const session = useStaffSession();
  if (session?.staff.role === 'admin') return children;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p role="alert" className="alert alert-warning">
        {t('messages.adminOnly')}
      </p>
    </>
  );
}
