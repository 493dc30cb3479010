import { useCallback, useRef, useState } from "react";
import * as v from "valibot";
import { checkEmailQuerySchema } from "../../../domain/accounts/auth-schemas.ts";
import { emailExists } from "./auth-api.ts";

/**
 * The e-mail check on blur (spec section 4): a spinner while asking, then whether the address is
 * registered. A failure is only logged (section 7), and leaves the answer unknown.
 */
export type EmailCheck = { checking: boolean; exists: boolean | null; checkedEmail: string | null };

export function useEmailCheck() {
  const [state, setState] = useState<EmailCheck>({ checking: false, exists: null, checkedEmail: null });
  const current = useRef<AbortController | null>(null);

  const check = async (raw: string): Promise<boolean | null> => {
    const email = raw.trim();
    if (!v.is(checkEmailQuerySchema, { email })) {
      setState({ checking: false, exists: null, checkedEmail: null });
      return null;
    }
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ checking: true, exists: null, checkedEmail: email });
    try {
      const exists = await emailExists(email, controller.signal);
      if (controller.signal.aborted) return null;
      setState({ checking: false, exists, checkedEmail: email });
      return exists;
    } catch (error) {
      if (controller.signal.aborted) return null;
      console.warn("The e-mail check failed:", error);
      setState({ checking: false, exists: null, checkedEmail: email });
      return null;
    }
  };

  /** The answer, if it was about this address. */
  const existsFor = (email: string): boolean | null => (state.checkedEmail === email.trim() ? state.exists : null);

  /** Forgets the answer and stops a check under way; the same function on every render. */
  const clear = useCallback(() => {
    current.current?.abort();
    setState({ checking: false, exists: null, checkedEmail: null });
  }, []);

  return { ...state, check, existsFor, clear };
}
