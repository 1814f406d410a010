import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SubmitButton } from '@/components/ui/submit-button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { requestContextQuery } from '@/features/auth/request-context.queries'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import { addConsoleRedirectRule, deleteConsoleRedirectRule } from '../staff-console.functions'
import { redirectRulesQuery, staffConsoleKeys } from '../staff-console.queries'
import { redirectRuleSchema } from '../staff-console.schemas'

/**
 * The request context (which carries the rules to the guard) is read again after a change, so the
 * rule applies to this browser's next navigation too, not only to the next page load.
 */
function useRefreshRules() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffConsoleKeys.redirectRules }),
      queryClient.invalidateQueries({ queryKey: requestContextQuery().queryKey }),
    ])
}

export function RedirectRulesPanel() {
  const { data: rules } = useSuspenseQuery(redirectRulesQuery())
  const refresh = useRefreshRules()
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const remove = useMutation({
    mutationFn: (id: string) => deleteConsoleRedirectRule({ data: { id } }),
    onSuccess: () => {
      setDeleteError(null)
      return refresh()
    },
    onError: (error) =>
      setDeleteError(error instanceof Error ? error.message : 'The rule could not be deleted.'),
  })
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
        {deleteError ? <Alert tone="error">{deleteError}</Alert> : null}
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
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={remove.isPending}
                        onClick={() => rule.id && remove.mutate(rule.id)}
                        aria-label={`Delete the rule for ${rule.fromPath}`}
                      >
                        Delete
                      </Button>
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
      <AddRedirectRuleForm onAdded={refresh} />
    </div>
  )
}

function AddRedirectRuleForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { fromPath: '', toTarget: '' },
    validators: { onSubmit: redirectRuleSchema },
    submit: async (values) => {
      const rule = await addConsoleRedirectRule({ data: values })
      await onAdded()
      return rule
    },
  })
  return (
    <section aria-labelledby="add-rule-heading" className="grid max-w-xl gap-4">
      <h2 id="add-rule-heading" className="font-bold text-xl">
        Add a rule
      </h2>
      {state.success ? <Alert tone="success">Rule added.</Alert> : null}
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <form.Field name="fromPath">
          {(field) => (
            <TextField
              field={field}
              label="From path"
              hint="E.g. /old-page, or /blog/* for a whole section."
              autoCapitalize="none"
              spellCheck={false}
              serverErrors={holder.fieldErrorsOf('fromPath')}
            />
          )}
        </form.Field>
        <form.Field name="toTarget">
          {(field) => (
            <TextField
              field={field}
              label="To"
              hint="A path of this site (e.g. /faq) or a full https:// address."
              autoCapitalize="none"
              spellCheck={false}
              serverErrors={holder.fieldErrorsOf('toTarget')}
            />
          )}
        </form.Field>
        <SubmitButton submitting={state.submitting}>Add rule</SubmitButton>
      </form>
    </section>
  )
}
