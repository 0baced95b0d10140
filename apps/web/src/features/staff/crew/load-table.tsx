import type { LoadLine } from '@dutyfree/contracts';
import { useTranslation } from 'react-i18next';

/** What to pick from the warehouse for the flight: units per item over its confirmed orders. */
export function LoadTable({ load }: { load: LoadLine[] }) {
  const { t } = useTranslation('staff');
  if (load.length === 0) return <p className="staff-empty">{t('load.none')}</p>;
  const total = load.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="table-responsive">
      <table className="table table-sm load-table">
        <thead>
          <tr>
            <th scope="col">{t('load.itemCode')}</th>
            <th scope="col">{t('load.name')}</th>
            <th scope="col" className="text-end">
              {t('load.units')}
            </th>
          </tr>
        </thead>
        <tbody>
          {load.map((line) => (
            <tr key={line.itemId}>
              <td className="load-table__code">{line.itemCode}</td>
              <td>{line.name}</td>
              <td className="text-end">{line.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('load.total')}
            </th>
            <td className="text-end">{total}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
