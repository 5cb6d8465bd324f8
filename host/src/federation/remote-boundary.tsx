import { Component, type ReactNode } from 'react';

interface Props {
  /** Names what crashed in the console report. */
  label: string;
  onError(): void;
  children: ReactNode;
}

/**
 * Keeps a remote component that the host renders in its own tree (the header's search box) from taking the
 * tree down with it: the host then shows its own fallback. Slots need none (each is a root of its own).
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(`${this.props.label} failed:`, error);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
