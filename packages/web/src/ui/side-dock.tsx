import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

interface SideDockProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** The right-side dock where items are edited. */
export function SideDock({ opened, title, onClose, children }: SideDockProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position="right"
      size="lg"
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children}
    </Drawer>
  );
}
