import type { MessageDescriptor } from "@lingui/core";

/**
 * What POST /api/analytics/track says about a bad field. Only the server says it (the app never
 * shows analytics errors), so lingui.config.ts puts this file in the server's catalog.
 */
export const analyticsMessages = {
  eventType: /*i18n*/ {
    id: "analytics.event_type_invalid",
    message: "eventType must be 2 to 64 lower-case letters, digits or _ . : -",
  },
  platform: /*i18n*/ { id: "analytics.platform_invalid", message: "platform must be web" },
  sessionId: /*i18n*/ {
    id: "analytics.session_id_invalid",
    message: "sessionId must start with web_ and have at most 80 characters",
  },
  metadata: /*i18n*/ { id: "analytics.metadata_invalid", message: "metadata must be an object of at most 8 KB" },
} satisfies Record<string, MessageDescriptor>;
