import { Trans } from "@lingui/react/macro";
import { AlertTriangle, RefreshCw, WifiOff } from "lucide-react";
import { Button } from "../ui/button.tsx";
import { ErrorPanel } from "./error-panel.tsx";

const reload = () => window.location.reload();

function errorText(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : undefined;
}

/** A page's code could not be loaded (spec section 2: 'Ошибка загрузки / Не удалось загрузить компонент'). */
export function LoadFailureScreen({ error }: { error: unknown }) {
  return (
    <ErrorPanel
      icon={<WifiOff size={26} />}
      title={<Trans>Loading error</Trans>}
      text={<Trans>Failed to load the component</Trans>}
      detail={errorText(error)}
    >
      <Button onClick={reload}>
        <RefreshCw size={16} aria-hidden="true" />
        <Trans>Reload</Trans>
      </Button>
    </ErrorPanel>
  );
}

/** The whole app failed (spec section 2: 'Ошибка приложения / Произошла ошибка при загрузке приложения.'). */
export function AppFailureScreen({ error }: { error: unknown }) {
  return (
    <ErrorPanel
      icon={<AlertTriangle size={26} />}
      title={<Trans>Application error</Trans>}
      text={<Trans>An error occurred while loading the application.</Trans>}
      detail={errorText(error)}
    >
      <Button onClick={reload}>
        <RefreshCw size={16} aria-hidden="true" />
        <Trans>Reload</Trans>
      </Button>
    </ErrorPanel>
  );
}

/** Chunk-load failures look different in each browser; all of them mean "the code did not arrive". */
export function isChunkLoadError(error: unknown): boolean {
  const message = errorText(error) ?? "";
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}

/** A page failed for another reason: say so, and offer to try the page again. */
export function PageErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <ErrorPanel
      icon={<AlertTriangle size={26} />}
      title={<Trans>Error</Trans>}
      text={<Trans>Something went wrong. Please try again later.</Trans>}
      detail={errorText(error)}
    >
      <Button onClick={onRetry}>
        <RefreshCw size={16} aria-hidden="true" />
        <Trans>Try again</Trans>
      </Button>
    </ErrorPanel>
  );
}

/** A page failed: a missing chunk gets the load-failure screen, anything else the page error. */
export function RouteErrorScreen({ error, reset }: { error: unknown; reset: () => void }) {
  return isChunkLoadError(error) ? (
    <LoadFailureScreen error={error} />
  ) : (
    <PageErrorScreen error={error} onRetry={reset} />
  );
}
