import {
  type BackOfficePurchaseRule,
  purchaseRuleItemRequest,
  purchaseRuleReasonDraft,
} from '@dutyfree/contracts';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../components/form-field.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useForm } from '../../../hooks/use-form.ts';
import { parseForm } from '../../../lib/form-errors.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { AdminOnly } from '../back-office/admin-only.tsx';
import { type Editor, EditorStatus, useEditor } from '../back-office/editor.tsx';
import { useStaffFailureMessage } from '../shared/staff-messages.ts';
import {
  useAddPurchaseRuleItem,
  usePurchaseRules,
  useRemovePurchaseRuleItem,
  useSavePurchaseRuleReason,
} from './api/purchase-rules.ts';

/**
 * The purchase rules: which goods skip the age question, which cosmetics may not fly to the EU, and the
 * reason travellers read for each. Admins only; checkout follows a change at once, the shop within seconds.
 */
export function PurchaseRulesPage() {
  const { t } = useTranslation('staff');
  const rules = usePurchaseRules();
  const failureMessage = useStaffFailureMessage();
  return (
    <AdminOnly title={t('purchaseRules.title')}>
      <PageTitle>{t('purchaseRules.title')}</PageTitle>
      <p>{t('purchaseRules.intro')}</p>
      {rules.isPending ? (
        <LoadingIndicator label={t('purchaseRules.loading')} />
      ) : rules.isError ? (
        <div className="alert alert-danger" role="alert">
          {failureMessage(rules.error)}
        </div>
      ) : (
        rules.data.rules.map((rule) => <RuleSection key={rule.rule} rule={rule} />)
      )}
    </AdminOnly>
  );
}

function RuleSection({ rule }: { rule: BackOfficePurchaseRule }) {
  const { t } = useTranslation('staff');
  const titleId = `rule-${rule.rule}-title`;
  // The codes are the rows; the form adds one.
  const editor = useEditor<string>();
  return (
    <section className="back-office-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`purchaseRules.rules.${rule.rule}.title`)}</h2>
      <p>{t(`purchaseRules.rules.${rule.rule}.description`)}</p>
      <RuleCodes rule={rule} editor={editor} />
      <AddCodeForm rule={rule} editor={editor} />
      <ReasonForm rule={rule} />
    </section>
  );
}

function RuleCodes({ rule, editor }: { rule: BackOfficePurchaseRule; editor: Editor<string> }) {
  const { t } = useTranslation('staff');
  const remove = useRemovePurchaseRuleItem(rule.rule);
  const failureMessage = useStaffFailureMessage();
  if (rule.itemCodes.length === 0) return <p className="text-body-secondary">{t('purchaseRules.none')}</p>;
  return (
    <div className="table-responsive back-office-scroll">
      <table className="table table-sm back-office-table">
        <caption className="visually-hidden">
          {t('purchaseRules.codesCaption', { rule: t(`purchaseRules.rules.${rule.rule}.title`) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('purchaseRules.itemCode')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('purchaseRules.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rule.itemCodes.map((itemCode) => (
            <tr key={itemCode} {...editor.rowProps(itemCode)}>
              <td>
                <bdi>{itemCode}</bdi>
              </td>
              <td>
                <Button
                  variant="link"
                  size="sm"
                  className="p-0"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(
                      { itemCode },
                      {
                        onSuccess: () =>
                          showToast({
                            variant: 'success',
                            message: t('purchaseRules.removed', { itemCode }),
                          }),
                        onError: (error) => showToast({ variant: 'warning', message: failureMessage(error) }),
                      },
                    )
                  }
                >
                  {t('purchaseRules.remove', { itemCode })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AddCodeForm({ rule, editor }: { rule: BackOfficePurchaseRule; editor: Editor<string> }) {
  const { t } = useTranslation('staff');
  const form = useForm({ itemCode: '' });
  const add = useAddPurchaseRuleItem(rule.rule);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(purchaseRuleItemRequest, form.values),
      showErrors: form.showErrors,
      call: add,
      variables: (request) => request,
      saved: (_, { itemCode }) => {
        form.setValue('itemCode', '');
        return { message: t('purchaseRules.added', { itemCode }), key: itemCode };
      },
    });
  }

  return (
    <Form ref={form.formRef} noValidate onSubmit={submit} className="back-office-form mb-4">
      <EditorStatus editor={editor} />
      <div className="purchase-rule-add">
        <TextField
          id={`rule-${rule.rule}-itemCode`}
          label={t('purchaseRules.addLabel')}
          hint={t('purchaseRules.addHint')}
          autoComplete="off"
          {...form.field('itemCode')}
        />
        <Button type="submit" variant="outline-primary" disabled={add.isPending}>
          {t('purchaseRules.add')}
        </Button>
      </div>
    </Form>
  );
}

const reasonFields = [
  { name: 'reason', lang: 'en', dir: 'ltr', label: 'reasonEn' },
  { name: 'reasonAr', lang: 'ar', dir: 'rtl', label: 'reasonAr' },
  { name: 'reasonZh', lang: 'zh', dir: 'ltr', label: 'reasonZh' },
] as const;

function ReasonForm({ rule }: { rule: BackOfficePurchaseRule }) {
  const { t } = useTranslation('staff');
  const form = useForm({ reason: rule.reason, reasonAr: rule.reasonAr, reasonZh: rule.reasonZh });
  const save = useSavePurchaseRuleReason(rule.rule);
  const editor = useEditor();
  const titleId = `rule-${rule.rule}-reason-title`;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    editor.submit({
      parsed: parseForm(purchaseRuleReasonDraft, form.values),
      showErrors: form.showErrors,
      call: save,
      variables: (draft) => draft,
      saved: () => ({ message: t('purchaseRules.reasonSaved') }),
    });
  }

  return (
    <Form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="back-office-form"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="h5">
        {t('purchaseRules.reasonTitle')}
      </h3>
      <EditorStatus editor={editor} />
      {reasonFields.map((field) => (
        <div key={field.name} lang={field.lang} dir={field.dir}>
          <TextAreaField
            id={`rule-${rule.rule}-${field.name}`}
            label={t(`purchaseRules.${field.label}`)}
            rows={3}
            required
            {...form.field(field.name)}
          />
        </div>
      ))}
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {t('purchaseRules.saveReason')}
      </Button>
    </Form>
  );
}
