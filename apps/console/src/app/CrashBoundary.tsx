import { Component, type ErrorInfo, lazy, type ReactNode, Suspense } from 'react';
import i18n from '../i18n';

/**
 * The crash page with details. It uses Ant Design, so it loads only when something crashed: the players' lobby's
 * page loads no Ant Design up front.
 */
const CrashPage = lazy(() =>
  import('./CrashPage').then(
    (m) => ({ default: m.CrashPage }),
    () => ({ default: PlainCrash }),
  ),
);

/** What shows when the crash page cannot be loaded (the network went away, or a new build replaced it). */
function PlainCrash() {
  return (
    <div className="taikai-crash" role="alert">
      <p>{i18n.t('shell.crash.title')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {i18n.t('shell.crash.reload')}
      </button>
    </div>
  );
}

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
    if (error)
      return (
        <Suspense fallback={null}>
          <CrashPage error={error} componentStack={componentStack} />
        </Suspense>
      );
    return this.props.children;
  }
}
