import { Trans } from "@lingui/react/macro";
import { Outlet } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { SiteFooter } from "../footer/site-footer.tsx";
import { SiteHeader } from "../header/site-header.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { OfflineBanner } from "./offline-banner.tsx";
import styles from "./root-layout.module.css";
import { UpdatePrompt } from "./update-prompt.tsx";

const ToasterView = lazy(() => import("./toaster-view.tsx"));

/** Mounts the toaster once the page is idle, so its code never delays the first paint. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(done, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(done, 500);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/** Every page: the fixed header, the breadcrumbs, the page, the footer, and the app's dialogs. */
export function RootLayout() {
  const idle = useIdle();
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
      <UpdatePrompt />
      {idle ? (
        <Suspense fallback={null}>
          <ToasterView />
        </Suspense>
      ) : null}
    </div>
  );
}
