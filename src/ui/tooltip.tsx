import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { cloneElement, useCallback, useState, type ReactElement, type ReactNode, type Ref } from 'react';
import { css } from 'styled-system/css';

const contentStyle = css({
  maxW: 'tooltip',
  px: '2.5',
  py: '1.5',
  borderRadius: 'md',
  bg: 'bg.inverted',
  color: 'fg.inverted',
  fontSize: 'xs',
  boxShadow: 'overlay',
  zIndex: 'tooltip',
});

export interface TooltipProps {
  /** A focusable element (Button, IconButton); it gets aria-describedby while the tooltip shows. */
  children: ReactElement;
  content: ReactNode;
  openDelay?: number;
  /**
   * Mount the tooltip only when the trigger is first hovered or focused. For many tooltips on one
   * page (three per table row): each mounted tooltip runs its own state machine, which made a
   * 20-row page take tens of milliseconds longer to render.
   */
  lazy?: boolean;
}

/** Ark Tooltip: shows on hover and keyboard focus, hides on Escape. Never the only label of a control. */
export function Tooltip({ children, content, openDelay = 400, lazy = false }: TooltipProps) {
  const [armedBy, setArmedBy] = useState<'start' | 'hover' | 'focus' | null>(lazy ? null : 'start');
  // Stable, so it runs once when the armed trigger mounts, never again on later renders.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  type Trigger = ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void; ref?: Ref<HTMLElement> }>;
  if (armedBy === null) {
    return cloneElement(children as Trigger, {
      onPointerEnter: () => setArmedBy('hover'),
      onFocus: () => setArmedBy('focus'),
    });
  }
  // Arming re-mounts the trigger inside the tooltip: a keyboard user's focus is put back on it, and
  // the tooltip opens at once, for the hover or focus that already happened.
  const trigger = armedBy === 'focus' ? cloneElement(children as Trigger, { ref: focusOnMount }) : children;
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100} defaultOpen={armedBy !== 'start'}>
      <ArkTooltip.Trigger asChild>{trigger}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={css({ zIndex: 'tooltip' })}>
          <ArkTooltip.Content className={contentStyle}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
