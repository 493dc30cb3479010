import { Component, type ReactNode } from "react";
import { AppFailureScreen } from "./failure-screens.tsx";

/** The last net: anything that escapes the router shows the whole-app failure screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error("The app failed:", error);
  }

  override render() {
    return this.state.error ? <AppFailureScreen error={this.state.error} /> : this.props.children;
  }
}
