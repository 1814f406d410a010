import { queryOptions } from '@tanstack/react-query'
import { fetchTemplate, fetchTemplatePreview } from './template-editor.functions'

export const templateKeys = {
  all: ['lesson-templates'] as const,
  one: (templateId: string) => [...templateKeys.all, templateId] as const,
  preview: (templateId: string) => [...templateKeys.all, templateId, 'preview'] as const,
}

/** The editor owns its form once open: no refetch on focus over unsaved changes. */
export const templateQuery = (templateId: string) =>
  queryOptions({
    queryKey: templateKeys.one(templateId),
    queryFn: () => fetchTemplate({ data: { templateId } }),
    refetchOnWindowFocus: false,
  })

export const templatePreviewQuery = (templateId: string) =>
  queryOptions({
    queryKey: templateKeys.preview(templateId),
    queryFn: () => fetchTemplatePreview({ data: { templateId } }),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })
