import { useSuspenseQuery } from '@tanstack/react-query'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { requestContextQuery } from '@/lib/request-context/request-context.queries'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { addConsoleRedirectRule, deleteConsoleRedirectRule } from '../staff-console.functions'
import { redirectRulesQuery, staffConsoleKeys } from '../staff-console.queries'
import { redirectRuleSchema } from '../staff-console.schemas'

/**
 * The request context (which carries the rules to the guard) is read again after a change, so the
 * rule applies to this browser's next navigation too, not only to the next page load.
 */
const rulesChange = [staffConsoleKeys.redirectRules, requestContextQuery().queryKey]

/** /admin/redirects: rules that send old paths to new places. */
export function RedirectsPage() {
  return (
    <section>
      <PageHeader title={m.staff_tab_redirects()} description={m.staff_redirects_description()} />
      <RedirectRulesPanel />
    </section>
  )
}

function RedirectRulesPanel() {
  const { data: rules } = useSuspenseQuery(redirectRulesQuery())
  const remove = useAction({ invalidates: rulesChange })
  return (
    <div className="grid gap-10">
      <section aria-labelledby="rules-heading" className="grid gap-4">
        <h2 id="rules-heading" className="font-bold text-xl">
          {m.staff_redirects_rules()}
        </h2>
        <p className="text-slate-600">
          {m.staff_redirects_help_before()} <code>/*</code> {m.staff_redirects_help_after()}
        </p>
        {remove.error ? <Alert tone="error">{remove.error}</Alert> : null}
        {rules.length === 0 ? (
          <p className="text-slate-600">{m.staff_redirects_none()}</p>
        ) : (
          <Table caption={m.staff_redirects_caption()} className="min-w-[40rem]">
            <TableHeader>
              <TableColumn>{m.staff_redirects_from()}</TableColumn>
              <TableColumn>{m.staff_redirects_to()}</TableColumn>
              <TableColumn>{m.staff_redirects_set_by()}</TableColumn>
              <TableColumn>
                <span className="sr-only">{m.staff_redirects_actions()}</span>
              </TableColumn>
            </TableHeader>
            <TableBody>
              {rules.map((rule) => (
                <tr key={rule.id ?? `config:${rule.fromPath}`}>
                  <TableCell>
                    <code>{rule.fromPath}</code>
                  </TableCell>
                  <TableCell>
                    <code className="break-all">{rule.toTarget}</code>
                  </TableCell>
                  <TableCell>
                    {rule.source === 'config'
                      ? m.staff_redirects_source_config()
                      : m.staff_redirects_source_console()}
                  </TableCell>
                  <TableCell>
                    {rule.id ? (
                      <ActionButton
                        variant="secondary"
                        size="sm"
                        pending={remove.isPending(rule.id)}
                        disabled={remove.pending}
                        onClick={() => {
                          const id = rule.id
                          if (id) void remove.run(id, () => deleteConsoleRedirectRule({ data: { id } }))
                        }}
                        aria-label={m.staff_redirects_delete_label({ path: rule.fromPath })}
                      >
                        {m.staff_redirects_delete()}
                      </ActionButton>
                    ) : (
                      <span className="text-slate-600 text-sm">
                        {m.staff_redirects_change_config({ variable: 'REDIRECT_RULES' })}
                      </span>
                    )}
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      <AddRedirectRuleForm />
    </div>
  )
}

function AddRedirectRuleForm() {
  const { form } = useAppForm({
    defaultValues: { fromPath: '', toTarget: '' },
    validators: { onSubmit: redirectRuleSchema },
    submit: (values) => addConsoleRedirectRule({ data: values }),
    invalidates: rulesChange,
  })
  return (
    <section aria-labelledby="add-rule-heading" className="grid max-w-xl gap-4">
      <h2 id="add-rule-heading" className="font-bold text-xl">
        {m.staff_redirects_add_title()}
      </h2>
      <form.Form className="grid gap-5">
        <form.FormSuccess>{m.staff_redirects_added()}</form.FormSuccess>
        <form.FormError />
        <form.AppField name="fromPath">
          {(field) => (
            <field.TextField
              label={m.staff_redirects_from_label()}
              hint={m.staff_redirects_from_hint()}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="toTarget">
          {(field) => (
            <field.TextField
              label={m.staff_redirects_to()}
              hint={m.staff_redirects_to_hint()}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.staff_redirects_add()}</form.SubmitButton>
      </form.Form>
    </section>
  )
}
