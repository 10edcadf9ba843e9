import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  SETTING_SORT_KEYS,
  settingDeletedSchema,
  settingSavedSchema,
  settingsPageSchema,
  type SettingInput,
  type SettingSortKey,
} from '../../../../../shared/schemas/admin-settings.ts';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../../lib/api-client.ts';
import type {
  TableDefinition,
  TableUrlState,
} from '../../../components/data-table/table-url-state.ts';
import { tableApiParams } from '../../../components/data-table/table-url-state.ts';

/** `?q=&page=` of /admin/discounts: one order (newest first), no filter. */
export const settingsTable: TableDefinition<SettingSortKey, never> = {
  sortKeys: SETTING_SORT_KEYS,
  filters: {},
};
export type SettingsTableState = TableUrlState<SettingSortKey, never>;

/*
 * The site details' key (features/site/api/get-site-info.ts), written out: importing that module
 * here would make the bundler split it, and what it imports, out of every public page's chunks.
 */
const SITE_INFO_KEY = ['site-info'] as const;

const settingsKeys = {
  all: ['admin', 'settings'] as const,
  list: (state: SettingsTableState) => ['admin', 'settings', 'list', state] as const,
};

export function settingsListQueryOptions(state: SettingsTableState) {
  return queryOptions({
    queryKey: settingsKeys.list(state),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/settings?${tableApiParams(state)}`, settingsPageSchema, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSettingsList(state: SettingsTableState, enabled: boolean) {
  return useQuery({ ...settingsListQueryOptions(state), enabled });
}

/**
 * Every change refreshes the list and the site details this browser holds, whose discount
 * choices come from `filtro_descontos`.
 */
function useSettingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: SITE_INFO_KEY });
    },
  });
}

export const useCreateSetting = () =>
  useSettingMutation((input: SettingInput) =>
    apiPost('/api/admin/settings', settingSavedSchema, input),
  );

export const useUpdateSetting = (id: number) =>
  useSettingMutation((input: SettingInput) =>
    apiPut(`/api/admin/settings/${id}`, settingSavedSchema, input),
  );

export const useDeleteSetting = (id: number) =>
  useSettingMutation((_: void) => apiDelete(`/api/admin/settings/${id}`, settingDeletedSchema));
