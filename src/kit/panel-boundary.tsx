import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, Button } from '../ui';
import { useReportError, type ReportError } from './services';

/** The texts of a panel that failed (no seed text exists; issue 24 item 6). */
export const PANEL_ERROR = {
  title: 'This part of the page could not be shown.',
  message: 'The rest of the page still works. Try again, or reload the page.',
  retry: 'Try again',
} as const;

interface BoundaryProps {
  name: string;
  onError?: ReportError;
  children: ReactNode;
}

/** Catches a render error of one panel so the heading, the other panels and the way back stay. */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, { panel: this.props.name, componentStack: info.componentStack ?? undefined });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert tone="error" title={PANEL_ERROR.title}>
        <p>{PANEL_ERROR.message}</p>
        <div>
          <Button size="sm" onClick={() => this.setState({ failed: false })}>
            {PANEL_ERROR.retry}
          </Button>
        </div>
      </Alert>
    );
  }
}

/**
 * One panel of a screen (a detail's body, a form's side column, a list's rows): an unexpected error
 * inside it shows a small panel with Try again in its place, and is reported, while the rest of the
 * screen keeps working. The route's boundary (src/app) still catches what happens outside panels.
 */
export function PanelBoundary({ name, children }: { name: string; children: ReactNode }) {
  const report = useReportError();
  return (
    <Boundary name={name} onError={report}>
      {children}
    </Boundary>
  );
}
