import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../ui';
import { reportError } from './reporting';

/** The panel's texts (no seed text exists for it; decision 0151). */
export const ERROR_PANEL = {
  title: 'Something went wrong on this page',
  message: 'This page ran into a problem and could not be shown. Try again, or reload the page.',
  retry: 'Retry',
  reload: 'Reload page',
} as const;

interface Props {
  children: ReactNode;
  /** The route whose screen this guards (sent with the report). */
  route?: string;
  /** A new value (the next path) clears a failure, without remounting what it wraps. */
  resetKey?: string;
  /** Reloads the page; the browser's by default. */
  reload?: () => void;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * Catches a render error of one route's screen: the frame (header, menu) stays, the screen's place
 * shows a friendly panel with Retry, and the error is reported once. The shell passes the path as
 * `resetKey`, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { route: this.props.route, componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.reload ?? (() => window.location.reload());
    return (
      <section
        role="alert"
        aria-labelledby="route-error-title"
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: '3',
          py: '10',
          px: '4',
        })}
      >
        <h2 id="route-error-title" className={css({ fontSize: 'lg', fontWeight: 'semibold', m: '0' })}>
          {ERROR_PANEL.title}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'prose', m: '0' })}>
          {ERROR_PANEL.message}
        </p>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '2', mt: '2' })}
        >
          <Button variant="primary" onClick={() => this.setState({ failed: false })}>
            {ERROR_PANEL.retry}
          </Button>
          <Button variant="secondary" onClick={reload}>
            {ERROR_PANEL.reload}
          </Button>
        </div>
      </section>
    );
  }
}
