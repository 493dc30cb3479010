/** sessionStorage as JSON that never throws (private modes, full disks): the flow's draft. */
export const safeSession = {
  read<T>(key: string): T | null {
    try {
      const text = sessionStorage.getItem(key);
      return text ? (JSON.parse(text) as T) : null;
    } catch {
      return null;
    }
  },
  write(key: string, value: unknown): void {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // not kept: a reload starts the details again
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing was kept
    }
  },
};
