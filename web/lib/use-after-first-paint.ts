import { startTransition, useEffect, useState } from "react";

/** True once the first page has painted: what is not needed for it mounts then. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // In a transition, so what mounts late renders in slices rather than in one long task.
    const id = requestAnimationFrame(() => startTransition(() => setPainted(true)));
    return () => cancelAnimationFrame(id);
  }, []);
  return painted;
}
