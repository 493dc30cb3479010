import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { fieldsOf, messageOf } from "../../lib/accounts/auth-api.ts";
import { notify } from "../../lib/toast.ts";

/**
 * Runs one of the account page's calls: pending while it runs; on failure the server's field
 * errors go to the form and an 'Error' toast carries its message.
 */
export function useAccountAction() {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<void>, onFields?: (fields: Record<string, string>) => void) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      onFields?.(fieldsOf(error));
      void notify({
        title: t`Error`,
        description: messageOf(error, t`Something went wrong. Please try again later.`),
        variant: "error",
      });
    } finally {
      setPending(false);
    }
  };
  return { pending, run };
}
