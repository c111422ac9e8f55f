import { Component, type ReactNode } from 'react';
import { ElementStatus } from './element-status.js';

interface Props {
  /** Changes with every redraw the host asks for: the next one tries the widget again. */
  revision: number;
  children: ReactNode;
}

interface State {
  message: string | null;
}

/**
 * Shows what a kit component threw while drawing (core's RangeError for a joint outside the rack or two
 * joints in one position) as the element's error, instead of an empty element, until the host hands
 * over something else.
 */
export class RenderErrorBoundary extends Component<Props, State> {
  override state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.message !== null && previous.revision !== this.props.revision) {
      this.setState({ message: null });
    }
  }

  override render() {
    if (this.state.message !== null) return <ElementStatus status="error" message={this.state.message} />;
    return this.props.children;
  }
}
