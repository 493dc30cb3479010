import { Trans } from "@lingui/react/macro";
import { Outlet, useRouter } from "@tanstack/react-router";
import { Suspense, useEffect, useState } from "react";
import { optionalLazy } from "../components/ui/optional-lazy.tsx";
import { logoutWarningAtom } from "../lib/accounts/session.ts";
import { track } from "../lib/analytics.ts";
import { updateReadyAtom } from "../lib/pwa/register-worker.ts";
import { useAtomValue } from "../lib/store.ts";
import { toasterWantedAtom } from "../lib/toast.ts";
import { useAfterFirstPaint } from "../lib/use-after-first-paint.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import SiteFooter from "./footer/site-footer.tsx";
import { SiteHeader } from "./header/site-header.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import styles from "./root-layout.module.css";

// Shown on demand: their code stays off the first page's critical path.
const UpdatePrompt = optionalLazy(() => import("./update-prompt.tsx"));
const ToasterView = optionalLazy(() => import("./toaster-view.tsx"));
const ConsentHost = optionalLazy(() => import("../features/consent/consent-host.tsx"));
const LogoutWarning = optionalLazy(() => import("./header/logout-warning.tsx"));
const AssistantWidget = optionalLazy(() => import("../features/assistant/assistant-widget.tsx"));

/** The path of the last page view counted: the router's first resolve is the load already counted. */
let counted: string | null = null;

/**
 * Counts page views, only with analytics consent (track() checks it): one per full load, then one
 * per page the user moves to (the first resolve of a load names the page already counted).
 */
function usePageViews(): void {
  const router = useRouter();
  useEffect(() => {
    const view = (path: string) => {
      if (path === counted) return;
      counted = path;
      track("page_view", { path });
    };
    view(router.state.location.pathname);
    return router.subscribe("onResolved", ({ toLocation, pathChanged }) => {
      if (pathChanged) view(toLocation.pathname);
    });
  }, [router]);
}

/** Every page: the fixed header, the breadcrumbs, the page, the footer, and the app's dialogs. */
export function RootLayout() {
  // The toast viewport's code loads with the first toast, never with the first page.
  const toasterWanted = useAtomValue(toasterWantedAtom);
  const updateReady = useAtomValue(updateReadyAtom);
  // Mounted from the first warning on, so closing it returns focus the native way.
  const [warningWanted, setWarningWanted] = useState(false);
  if (useAtomValue(logoutWarningAtom) !== null && !warningWanted) setWarningWanted(true);
  const painted = useAfterFirstPaint();
  usePageViews();
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineBanner />
        <Breadcrumbs />
        <Outlet />
      </main>
      <SiteFooter />
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
      {painted ? (
        <Suspense fallback={null}>
          <ConsentHost />
        </Suspense>
      ) : null}
      {painted ? (
        <Suspense fallback={null}>
          <AssistantWidget />
        </Suspense>
      ) : null}
      {warningWanted ? (
        <Suspense fallback={null}>
          <LogoutWarning />
        </Suspense>
      ) : null}
      {toasterWanted ? (
        <Suspense fallback={null}>
          <ToasterView />
        </Suspense>
      ) : null}
    </div>
  );
}
