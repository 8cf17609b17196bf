import { Component, type ReactNode } from "react";

interface Props {
  blockType: string;
  blockId?: string;
  children: ReactNode;
}

/**
 * Contains a block that throws while rendering: visitors see nothing of that
 * block, the error is logged, and the rest of the page keeps working.
 */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Block '${this.props.blockType}'${this.props.blockId ? ` (${this.props.blockId})` : ""} failed to render and was left out:`, error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
