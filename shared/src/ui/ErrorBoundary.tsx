import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportToPortal } from '@portal/shared';
import { queryClient } from '@portal/shared/query';

interface Props {
  fallback: (error: Error, reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a render crash inside the part of the page that crashed. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Render error', error, info.componentStack);
    reportToPortal({ kind: 'error', message: `${error.name}: ${error.message}` });
    // The crash may come from an answer the cache holds: forgotten, a retry or a return to the
    // screen reads afresh instead of rendering the same answer again.
    void queryClient.resetQueries();
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error
      ? this.props.fallback(this.state.error, this.reset)
      : this.props.children;
  }
}
