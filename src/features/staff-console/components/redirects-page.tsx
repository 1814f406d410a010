import { useSuspenseQuery } from '@tanstack/react-query'
import { useAppForm } from '@/components/form/use-app-form'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { requestContextQuery } from '@/lib/request-context/request-context.queries'
import { useAction } from '@/lib/use-action'
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
      <PageHeader title="Redirects" description="Send visitors from an old path to a new place." />
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
          Rules
        </h2>
        <p className="text-slate-600">
          The first rule whose path matches wins. A path ending in <code>/*</code> also matches everything
          under it. Changes apply to the next page a visitor opens.
        </p>
        {remove.error ? <Alert tone="error">{remove.error}</Alert> : null}
        {rules.length === 0 ? (
          <p className="text-slate-600">There are no redirect rules.</p>
        ) : (
          <Table caption="Redirect rules" className="min-w-[40rem]">
            <TableHeader>
              <TableColumn>From</TableColumn>
              <TableColumn>To</TableColumn>
              <TableColumn>Set by</TableColumn>
              <TableColumn>
                <span className="sr-only">Actions</span>
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
                  <TableCell>{rule.source === 'config' ? 'Configuration' : 'Console'}</TableCell>
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
                        aria-label={`Delete the rule for ${rule.fromPath}`}
                      >
                        Delete
                      </ActionButton>
                    ) : (
                      <span className="text-slate-600 text-sm">Change REDIRECT_RULES</span>
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
        Add a rule
      </h2>
      <form.Form className="grid gap-5">
        <form.FormSuccess>Rule added.</form.FormSuccess>
        <form.FormError />
        <form.AppField name="fromPath">
          {(field) => (
            <field.TextField
              label="From path"
              hint="E.g. /old-page, or /blog/* for a whole section."
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="toTarget">
          {(field) => (
            <field.TextField
              label="To"
              hint="A path of this site (e.g. /faq) or a full https:// address."
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.SubmitButton>Add rule</form.SubmitButton>
      </form.Form>
    </section>
  )
}
