import { USER_STATUSES, USER_TYPES } from '../../../shared/constants/users.ts';
import type { CurrentUser, MeResponse } from '../../../shared/schemas/me.ts';
import type { ResponseParser } from '../api-client.ts';
import {
  boolean,
  nullable,
  number,
  object,
  optional,
  responseParser,
  string,
  type Check,
} from '../json-shape.ts';

/*
 * GET /api/me is read on every page (the header greets the person), so its answer is checked
 * without zod, like the other public contracts (lib/public-api-parsers.ts). The annotation makes
 * `tsc` compare this parser with the shared MeResponse type.
 */
function oneOf<T extends string>(values: readonly T[]): Check<T> {
  return (value) => {
    const text = string(value);
    // string(null) throws the shape error: the value is a string but not one of ours.
    return (values as readonly string[]).includes(text) ? (text as T) : (string(null) as T);
  };
}

const actions = object({
  create: boolean,
  read: boolean,
  update: boolean,
  delete: boolean,
  configure: boolean,
});

const currentUser = object({
  id: string,
  name: string,
  email: string,
  userType: oneOf(USER_TYPES),
  status: oneOf(USER_STATUSES),
  adminRoleId: nullable(number),
  adminRoleName: nullable(string),
  mustChangePassword: boolean,
  hasProviderProfile: boolean,
  permissions: object({
    users: actions,
    providers: actions,
    specialties: actions,
    areas: actions,
    fields: actions,
    settings: actions,
    roles: actions,
    reports: actions,
  }),
});

export const meResponseParser: ResponseParser<MeResponse> = responseParser(
  object({ user: nullable(currentUser), sessionExpired: optional(boolean) }),
);

/** The sign-in's answer: the user it signed in (in this module, which every page loads anyway). */
export const signedInUserParser: ResponseParser<{ user: CurrentUser }> = responseParser(
  object({ user: currentUser }),
);

/** The 204 of sign-out: there is no body to check. */
export const noContentParser: ResponseParser<undefined> = {
  safeParse: () => ({ success: true, data: undefined }),
};
