import { type ComponentType, lazy, useEffect, useState } from "react";

/**
 * `lazy()` for the shell's optional parts (toasts, consent, menus, the bell, the newsletter form).
 * A plain `lazy()` whose code cannot load throws to the app's error boundary: going offline on a
 * first visit, before the worker has stored every chunk, took the whole app down to show a toast.
 * Here a part that cannot load renders nothing, and is tried again when the connection returns.
 */
export function optionalLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed = true;
        console.warn("A part of the page could not load; it is tried again when the connection returns.", error);
        return { default: Missing as ComponentType<P> };
      }),
    );
  let Current = attempt();

  return function OptionalLazy(props: P) {
    const [, setTry] = useState(0);
    useEffect(() => {
      const retry = () => {
        if (!failed) return;
        failed = false;
        Current = attempt();
        setTry((n) => n + 1);
      };
      window.addEventListener("online", retry);
      return () => window.removeEventListener("online", retry);
    }, []);
    const Part = Current;
    return <Part {...props} />;
  };
}

function Missing() {
  return null;
}
