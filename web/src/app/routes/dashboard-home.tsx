export { WelcomeScreen as DashboardHomeRoute } from '../../features/dashboard-home/components/welcome-screen.tsx'
