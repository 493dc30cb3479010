import { QueryClient } from "@tanstack/react-query";
import {
  DATA_FRESH_MS,
  DATA_KEPT_MS,
  DATA_RETRIES,
  DATA_RETRY_BASE_MS,
  DATA_RETRY_MAX_MS,
} from "../../domain/shared/timings.ts";
import { onSessionEnd } from "./accounts/session.ts";

/**
 * The cache of online-only server state (admin notifications and users), with the data-cache
 * constants of spec section 9. Import it only from lazily loaded code: react-query must stay off
 * the first page (decision record 012). Everything cached is dropped when the session ends.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DATA_FRESH_MS,
      gcTime: DATA_KEPT_MS,
      retry: DATA_RETRIES,
      retryDelay: (attempt) => Math.min(DATA_RETRY_BASE_MS * 2 ** attempt, DATA_RETRY_MAX_MS),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

onSessionEnd(() => queryClient.clear());
