import { Hono } from "hono";
import { accountDataRoutes } from "./accounts/account-data.routes.ts";
import { accountRoutes } from "./accounts/accounts.routes.ts";
import { createLoginThrottle } from "./accounts/login-throttle.guard.ts";
import { passwordResetRoutes } from "./accounts/password-reset.routes.ts";
import { adminRoutes, notificationRoutes } from "./admin/admin.routes.ts";
import { analyticsRoutes } from "./analytics/analytics.routes.ts";
import type { AppDeps, AppEnv } from "./app-env.ts";
import { assistantRoutes } from "./assistant/assistant.routes.ts";
import { createChatModel } from "./assistant/chat-model.adapter.ts";
import { bookingRoutes } from "./bookings/bookings.routes.ts";
import { destinationRoutes } from "./catalogue/destinations.routes.ts";
import { tripRoutes } from "./catalogue/trips.routes.ts";
import { yachtRoutes } from "./catalogue/yachts.routes.ts";
import { clubRoutes } from "./club/club.routes.ts";
import { contactRoutes } from "./contact/contact.routes.ts";
import { contentAdminRoutes, contentRoutes } from "./content/content.routes.ts";
import { eventRoutes } from "./events/events.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { createApi } from "./http/api.ts";
import { onError, onNotFound } from "./http/errors.ts";
import { securityHeaders } from "./http/guards.ts";
import { requestLog } from "./http/request-log.ts";
import { insuranceRoutes } from "./insurance/insurance.routes.ts";
import { newsletterRoutes } from "./newsletter/newsletter.routes.ts";
import { ownerCalendarRoutes } from "./owners/calendar.routes.ts";
import { ownerAdminRoutes, ownerRoutes } from "./owners/owners.routes.ts";
import { yachtSalesRoutes } from "./pages/yacht-sales.routes.ts";
import { paymentTestRoutes } from "./payments/payment-test.routes.ts";
import { firstScreenData } from "./static/first-screen.service.ts";
import { staticRoutes } from "./static/static.routes.ts";
import { syncRoutes } from "./sync/sync.routes.ts";
import { weatherRoutes } from "./weather/weather.routes.ts";

/** The whole HTTP application: the API under /api and the built web app everywhere else. */
export function createApp(deps: AppDeps) {
  const { env } = deps;
  const app = new Hono<AppEnv>();
  if (env.LOG_REQUESTS === "1") app.use("*", requestLog());
  app.use("*", securityHeaders(env.secureCookies));

  const api = createApi(deps);
  api.route("/health", healthRoutes);
  // One per-account login throttle, shared: a password reset ends the account's sign-in pause.
  const loginThrottle = createLoginThrottle(() => deps.clock().getTime());
  api.route("/", accountRoutes(loginThrottle));
  api.route("/", passwordResetRoutes(loginThrottle));
  api.route("/", accountDataRoutes());
  api.route("/admin/content", contentAdminRoutes());
  // Before /admin: the listings' approval queue under /admin/yachts (issue 19).
  api.route("/admin/yachts", ownerAdminRoutes());
  api.route("/admin", adminRoutes());
  api.route("/owner", ownerRoutes());
  api.route("/notifications", notificationRoutes());
  api.route("/yachts", ownerCalendarRoutes());
  api.route("/yachts", yachtRoutes);
  api.route("/destinations", destinationRoutes);
  api.route("/trips", tripRoutes);
  api.route("/sync", syncRoutes);
  api.route("/bookings", bookingRoutes());
  api.route("/payment-test", paymentTestRoutes());
  api.route("/analytics", analyticsRoutes());
  api.route("/contact-requests", contactRoutes());
  api.route("/newsletter", newsletterRoutes());
  api.route("/events", eventRoutes());
  api.route("/insurance", insuranceRoutes());
  api.route("/content", contentRoutes());
  api.route("/chat", assistantRoutes(createChatModel(env)));
  api.route("/", clubRoutes());
  api.route("/yacht-sales", yachtSalesRoutes());
  api.route("/weather", weatherRoutes());
  // Unknown API paths answer JSON here rather than falling through to the web app.
  api.all("*", onNotFound);

  app.route("/api", api);
  app.route("/", staticRoutes(env.STATIC_DIR, firstScreenData(deps)));
  app.onError(onError);
  return app;
}

export type App = ReturnType<typeof createApp>;
