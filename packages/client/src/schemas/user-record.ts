// The user record of spec 2.11, returned by the user-detail operation (labelled "Developing").
//
// How strict: every field of the 2.11 table is required with the type the table gives ("null or value"
// fields are `unknown` but must be present). The nested objects whose fields the spec names without types
// (user_tour_guide, user_organization_data) are loose objects, their fields `unknown`. Unknown fields are
// kept. Numeric ids may come as digit strings and come out as numbers, as in the template record.
// The types are written out, and held to the schema by `recordSchema`, as in template-record.ts.
import * as v from 'valibot';
import { recordSchema } from './record-schema.js';
import { numericId, timestamp } from './scalars.js';

/** An entry of `user_popup_actions`. */
export interface UserPopupAction {
  readonly module_type_id: number;
  readonly module_type_name: string;
  readonly do_not_show_flag: boolean;
  readonly [key: string]: unknown;
}

/** `user_tour_guide`: fields named by the spec without types. */
export interface UserTourGuide {
  readonly tour_guide_id?: unknown;
  readonly user_assignment_id?: unknown;
  readonly tour_guide_flag?: unknown;
  readonly history_id?: unknown;
  readonly added_by_change_log_id?: unknown;
  readonly created_at_timestamp?: unknown;
  readonly tour_guide_flag_deleted?: unknown;
  readonly [key: string]: unknown;
}

/** `user_organization_data`: fields named by the spec without types. */
export interface UserOrganizationData {
  readonly organization_id?: unknown;
  readonly vendor_id?: unknown;
  readonly organization_name?: unknown;
  readonly organization_status_id?: unknown;
  readonly organization_status_name?: unknown;
  readonly created_by_private_user_id?: unknown;
  readonly created_by_user_assignment_id?: unknown;
  readonly created_by_user_name?: unknown;
  readonly created_by_user_email?: unknown;
  readonly user_organization_status_id?: unknown;
  readonly user_organization_status_name?: unknown;
  readonly user_organization_role_id?: unknown;
  readonly user_organization_role_name?: unknown;
  readonly [key: string]: unknown;
}

/** The authenticated user's record (spec 2.11). `access_token` is the caller's own secret. */
export interface UserRecord {
  readonly user_id: number;
  readonly access_token_id: number;
  readonly access_token: string;
  readonly flag_onboarded: boolean;
  readonly flag_email_verified: boolean;
  readonly user_registered_timestamp: string;
  readonly user_first_name: string;
  readonly user_last_name: string;
  readonly username: string;
  readonly user_email: string;
  readonly user_phone_number: string | null;
  readonly user_assignment_id: number;
  readonly timezone_id: number;
  readonly timezone_name: string;
  readonly timezone_hour: string;
  readonly timezone_standard_name: string;
  readonly user_status_id: number;
  readonly user_status_name: string;
  readonly socket_id: unknown;
  readonly socket_value: unknown;
  readonly user_role_id: number;
  readonly user_role_name: string;
  readonly plan_detail: Readonly<Record<string, unknown>> | null;
  readonly ip_address: string;
  readonly ip_geo_location: string;
  readonly chatbot_flag: boolean;
  readonly chatbot_subscription_plan: unknown[];
  readonly do_not_show_flag: boolean;
  readonly user_popup_actions: UserPopupAction[];
  readonly user_tour_guide: UserTourGuide;
  readonly user_organization_data: UserOrganizationData;
  readonly user_status: { readonly user_status_id: number; readonly user_status_name: string; readonly [key: string]: unknown };
  readonly user_role: { readonly user_role_id: number; readonly user_role_name: string; readonly [key: string]: unknown };
  readonly user_delegate_access_data: Readonly<Record<string, unknown>> | null;
  readonly [key: string]: unknown;
}

/** Spec 2.11's user record. */
export const userRecordSchema: v.GenericSchema<unknown, UserRecord> = recordSchema<UserRecord>()(v.looseObject({
  user_id: numericId,
  access_token_id: numericId,
  access_token: v.string(),
  flag_onboarded: v.boolean(),
  flag_email_verified: v.boolean(),
  user_registered_timestamp: timestamp,
  user_first_name: v.string(),
  user_last_name: v.string(),
  username: v.string(),
  user_email: v.string(),
  user_phone_number: v.nullable(v.string()),
  user_assignment_id: numericId,
  timezone_id: numericId,
  timezone_name: v.string(),
  timezone_hour: v.string(),
  timezone_standard_name: v.string(),
  user_status_id: numericId,
  user_status_name: v.string(),
  socket_id: v.unknown(),
  socket_value: v.unknown(),
  user_role_id: numericId,
  user_role_name: v.string(),
  plan_detail: v.nullable(v.looseObject({})),
  ip_address: v.string(),
  ip_geo_location: v.string(),
  chatbot_flag: v.boolean(),
  chatbot_subscription_plan: v.array(v.unknown()),
  do_not_show_flag: v.boolean(),
  user_popup_actions: v.array(
    v.looseObject({ module_type_id: numericId, module_type_name: v.string(), do_not_show_flag: v.boolean() }),
  ),
  user_tour_guide: v.looseObject({}),
  user_organization_data: v.looseObject({}),
  user_status: v.looseObject({ user_status_id: numericId, user_status_name: v.string() }),
  user_role: v.looseObject({ user_role_id: numericId, user_role_name: v.string() }),
  user_delegate_access_data: v.nullable(v.looseObject({})),
}));
