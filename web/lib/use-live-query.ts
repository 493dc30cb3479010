/** Screens read the device database live (re-render when the rows change). */
export { useLiveQuery } from "dexie-react-hooks";
