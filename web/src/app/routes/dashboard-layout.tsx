export { DashboardShell as DashboardLayoutRoute } from '../../features/dashboard-shell/components/dashboard-shell.tsx'
