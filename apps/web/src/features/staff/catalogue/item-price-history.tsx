import type { BackOfficeItem } from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { EditorStatus, useEditor } from '../back-office/editor.tsx';
import { formatMinorAmount, useStaffTime } from '../shared/staff-format.ts';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import { useItemPriceHistory } from './api/item-price-history.ts';
import { useSaveItem } from './api/save-item.ts';

const usd = (cents: number) => formatMinorAmount(cents, 'USD');

/** Who changed the item's prices and when, from what to what; each past pair of prices can be put back. */
export function ItemPriceHistory({ item }: { item: BackOfficeItem }) {
  const { t } = useTranslation('staff');
  const staffTime = useStaffTime();
  const failureMessage = useStaffFailureMessage();
  const history = useItemPriceHistory(item.id);
  const save = useSaveItem();
  const editor = useEditor();

  function putBack(changeId: number) {
    editor.submit({
      parsed: { data: changeId, errors: null },
      showErrors: () => undefined,
      call: save,
      variables: (id) => ({ kind: 'restorePrice', changeId: id }) as const,
      saved: (restored) => ({
        message: t('priceHistory.restored', { name: restored.name, price: usd(restored.priceCents) }),
      }),
    });
  }

  return (
    <section className="back-office-section" aria-labelledby="price-history-title">
      <h2 id="price-history-title">{t('priceHistory.title')}</h2>
      <EditorStatus editor={editor} />
      {history.isPending ? (
        <LoadingIndicator label={t('priceHistory.loading')} />
      ) : history.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(history.error)}
        </div>
      ) : history.data.changes.length === 0 ? (
        <p>{t('priceHistory.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-sm">
            <caption>{t('priceHistory.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('priceHistory.when')}</th>
                <th scope="col">{t('priceHistory.who')}</th>
                <th scope="col">{t('priceHistory.before')}</th>
                <th scope="col">{t('priceHistory.after')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('priceHistory.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.changes.map((change) => (
                <tr key={change.changeId}>
                  <td>{staffTime(change.changedAt)}</td>
                  <td>{change.changedBy ?? t('priceHistory.someone')}</td>
                  <td>
                    {t('priceHistory.prices', {
                      price: usd(change.beforePriceCents),
                      list: usd(change.beforeListPriceCents),
                    })}
                  </td>
                  <td>
                    {t('priceHistory.prices', {
                      price: usd(change.afterPriceCents),
                      list: usd(change.afterListPriceCents),
                    })}
                  </td>
                  <td>
                    {(change.beforePriceCents !== item.priceCents ||
                      change.beforeListPriceCents !== item.listPriceCents) && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={save.isPending}
                        onClick={() => putBack(change.changeId)}
                      >
                        {t('priceHistory.restore', { price: usd(change.beforePriceCents) })}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
