import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
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
}

/** Ark Tooltip: shows on hover and keyboard focus, hides on Escape. Never the only label of a control. */
export function Tooltip({ children, content, openDelay = 400 }: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={css({ zIndex: 'tooltip' })}>
          <ArkTooltip.Content className={contentStyle}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
