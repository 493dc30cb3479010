import { useEffect, useState } from "react";

/** True once the first page has painted: what is not needed for it mounts then. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(id);
  }, []);
  return painted;
}
