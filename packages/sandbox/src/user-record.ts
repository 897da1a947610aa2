// The sandbox's user (spec 2.11): a fixed, obviously fake person with the access token the sandbox
// was started with. Every field of the 2.11 table is present with its type.
import type { Json } from './json-value.js';

/** Who the sandbox says the caller is. */
export const SANDBOX_USER = { userId: 1001, userAssignmentId: 2001, username: 'sandbox_user' } as const;

/** The 2.11 record of the sandbox user, carrying `accessToken`. */
export function userRecord(accessToken: string, registered: Date): Record<string, Json> {
  return {
    user_id: SANDBOX_USER.userId,
    access_token_id: 3001,
    access_token: accessToken,
    flag_onboarded: true,
    flag_email_verified: true,
    user_registered_timestamp: registered.toISOString(),
    user_first_name: 'Sandbox',
    user_last_name: 'User',
    username: SANDBOX_USER.username,
    user_email: 'sandbox.user@example.com',
    user_phone_number: null,
    user_assignment_id: SANDBOX_USER.userAssignmentId,
    timezone_id: 1,
    timezone_name: 'Coordinated Universal Time',
    timezone_hour: '+00:00',
    timezone_standard_name: 'UTC',
    user_status_id: 1,
    user_status_name: 'Active',
    socket_id: null,
    socket_value: null,
    user_role_id: 1,
    user_role_name: 'Owner',
    plan_detail: null,
    ip_address: '127.0.0.1',
    ip_geo_location: 'Localhost',
    chatbot_flag: false,
    chatbot_subscription_plan: [],
    do_not_show_flag: false,
    user_popup_actions: [{ module_type_id: 1, module_type_name: 'Templates', do_not_show_flag: false }],
    user_tour_guide: {
      tour_guide_id: 1,
      user_assignment_id: SANDBOX_USER.userAssignmentId,
      tour_guide_flag: false,
      history_id: null,
      added_by_change_log_id: null,
      created_at_timestamp: registered.toISOString(),
      tour_guide_flag_deleted: false,
    },
    user_organization_data: {
      organization_id: 1,
      vendor_id: 1,
      organization_name: 'Sandbox Org',
      organization_status_id: 1,
      organization_status_name: 'Active',
      created_by_private_user_id: SANDBOX_USER.userId,
      created_by_user_assignment_id: SANDBOX_USER.userAssignmentId,
      created_by_user_name: SANDBOX_USER.username,
      created_by_user_email: 'sandbox.user@example.com',
      user_organization_status_id: 1,
      user_organization_status_name: 'Active',
      user_organization_role_id: 1,
      user_organization_role_name: 'Owner',
    },
    user_status: { user_status_id: 1, user_status_name: 'Active' },
    user_role: { user_role_id: 1, user_role_name: 'Owner' },
    user_delegate_access_data: null,
  };
}
