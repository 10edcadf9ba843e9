import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminFieldsResponseSchema,
  fieldConfigurationSavedSchema,
  missingFieldsAddedSchema,
  type AdminFieldsResponse,
  type FieldFlags,
} from '../../../../../shared/schemas/admin-fields.ts';
import { apiGet, apiPost, apiPut } from '../../../../lib/api-client.ts';

const fieldsKey = ['admin', 'fields'] as const;
/*
 * The provider forms' configuration (components/forms/reference-queries.ts), written out:
 * importing that module here would split it out of the public registration's chunk.
 */
const FORMS_CONFIGURATION_KEY = ['reference', 'field-configurations'] as const;

export function fieldsQueryOptions() {
  return queryOptions({
    queryKey: fieldsKey,
    queryFn: ({ signal }) => apiGet('/api/admin/fields', adminFieldsResponseSchema, signal),
  });
}

export const useAdminFields = (enabled: boolean) => useQuery({ ...fieldsQueryOptions(), enabled });

/**
 * After a save, everything this browser holds that the configuration shapes is asked again: the
 * provider forms' configuration (the admin forms open on it) and the directory's answers, whose
 * fields the server chooses by it.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (fields: AdminFieldsResponse['fields']) => {
    queryClient.setQueryData(fieldsKey, (current: AdminFieldsResponse | undefined) => ({
      fields,
      missing: (current?.missing ?? []).filter(
        (field) => !fields.some((row) => row.fieldName === field.fieldName),
      ),
    }));
    void queryClient.invalidateQueries({ queryKey: FORMS_CONFIGURATION_KEY });
    void queryClient.invalidateQueries({ queryKey: ['providers'] });
  };
}

export function useSaveFields() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (fields: FieldFlags[]) =>
      apiPut('/api/admin/fields', fieldConfigurationSavedSchema, { fields }),
    onSuccess: ({ fields }) => afterChange(fields),
  });
}

export function useAddMissingFields() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: () => apiPost('/api/admin/fields/missing', missingFieldsAddedSchema),
    onSuccess: ({ fields }) => afterChange(fields),
  });
}

/** The same answer as a table page (search and paging happen here: 21 rows need no server). */
export const useAdminFieldsPage = <Page>(
  enabled: boolean,
  select: (data: AdminFieldsResponse) => Page,
) => useQuery({ ...fieldsQueryOptions(), enabled, select });
