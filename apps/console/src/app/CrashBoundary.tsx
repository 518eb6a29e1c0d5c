import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPage } from './CrashPage';

interface State {
  error: Error | null;
  componentStack: string;
}

/** Catches a rendering crash below it and shows the crash page with details. */
export class CrashBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null, componentStack: '' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? '' });
    console.error('Rendering crash', error);
  }

  render() {
    const { error, componentStack } = this.state;
    if (error) return <CrashPage error={error} componentStack={componentStack} />;
    return this.props.children;
  }
}
