import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportSiteError } from '@/lib/errorReporting';
import { PartLoadError } from '@/lib/retryableLazy';

export interface PartFailure {
  /** For the fallback's choice of words only: its message and stack never reach the screen. */
  error: Error;
  /** The part's code did not arrive (a `PartLoadError`), as opposed to the part breaking once it had. */
  loadFailed: boolean;
  /** Imports a failed part's code again, or renders a broken part afresh. */
  onRetry: () => void;
}

interface PartBoundaryProps {
  children: ReactNode;
  /** What stands in the part's place while it has failed. */
  fallback: (failure: PartFailure) => ReactNode;
}

interface PartBoundaryState {
  error: Error | null;
}

/**
 * Keeps a failure inside one part of the page (a route, a popup, the toasts, a carousel) and reports
 * it. A part whose code arrives late after all, or loads for another of its boundaries, comes back
 * by itself.
 */
export class PartBoundary extends Component<PartBoundaryProps, PartBoundaryState> {
  state: PartBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PartBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportSiteError(error, { source: 'boundary', componentStack: info.componentStack ?? undefined });
    if (error instanceof PartLoadError) void error.arrival.then(() => this.recoverFrom(error));
  }

  private recoverFrom(error: Error) {
    if (this.state.error === error) this.setState({ error: null });
  }

  private retry = () => {
    const { error } = this.state;
    if (error instanceof PartLoadError) error.retry();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback({ error, loadFailed: error instanceof PartLoadError, onRetry: this.retry });
  }
}
