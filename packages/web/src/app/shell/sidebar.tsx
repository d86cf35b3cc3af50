import { NavLink, Stack } from '@mantine/core';
import { IconBuildingWarehouse, IconHistory, IconLayoutDashboard, IconServer, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session/session-context.ts';
import { DataCentreSwitcher } from './data-centre-switcher.tsx';

interface Entry {
  label: string;
  to: string;
  icon: ReactNode;
  superAdminOnly: boolean;
}

const entries: Entry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: <IconLayoutDashboard size={18} aria-hidden />, superAdminOnly: true },
  { label: 'Stores', to: '/stores', icon: <IconBuildingWarehouse size={18} aria-hidden />, superAdminOnly: false },
  { label: 'Data Centers', to: '/datacentres', icon: <IconServer size={18} aria-hidden />, superAdminOnly: true },
  { label: 'Users', to: '/users', icon: <IconUsers size={18} aria-hidden />, superAdminOnly: true },
  { label: 'Version History', to: '/versions', icon: <IconHistory size={18} aria-hidden />, superAdminOnly: false },
];

export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const { isSuperAdmin } = useSession();
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      <DataCentreSwitcher place="menu" onChosen={onNavigate} />
      {entries
        .filter((entry) => isSuperAdmin || !entry.superAdminOnly)
        .map((entry) => {
          const active = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
          return (
            <NavLink
              key={entry.to}
              component={Link}
              to={entry.to}
              label={entry.label}
              leftSection={entry.icon}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        })}
    </Stack>
  );
}
