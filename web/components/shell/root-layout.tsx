import { Trans } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { updateReadyAtom } from "../../lib/pwa/register-worker.ts";
import { useAtomValue } from "../../lib/store.ts";
import { toasterWantedAtom } from "../../lib/toast.ts";
import SiteFooter from "../footer/site-footer.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import styles from "./root-layout.module.css";
import { SyncIndicator } from "./sync-indicator.tsx";

// Shown on demand: their code stays off the first page's critical path.
const UpdatePrompt = lazy(() => import("./update-prompt.tsx"));
const ToasterView = lazy(() => import("./toaster-view.tsx"));

/** Every page: the fixed header, the breadcrumbs, the page, the footer, and the app's dialogs. */
export function RootLayout() {
  // The toast viewport's code loads with the first toast, never with the first page.
  const toasterWanted = useAtomValue(toasterWantedAtom);
  const updateReady = useAtomValue(updateReadyAtom);
  return (
    <div className={styles.shell}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <OfflineBanner />
        <SyncIndicator />
        <Breadcrumbs />
        <Outlet />
      </main>
      <SiteFooter />
      {updateReady ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
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
