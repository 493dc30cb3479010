/**
 * The app's one jotai store. Components and features import jotai from here only (a lint rule
 * enforces it), so every atom lives in the same store that non-React code can read and write.
 */
import { createStore } from "jotai";

export const store = createStore();

export type { Atom, PrimitiveAtom, WritableAtom } from "jotai";
export { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from "jotai";
