import type { LinkProps } from '@tanstack/react-router'
import {
  Activity,
  BookOpen,
  ChartColumn,
  CreditCard,
  GraduationCap,
  House,
  Library,
  type LucideIcon,
  School,
  Settings,
  Sparkles,
  UserRound,
  Users,
} from 'lucide-react'

export interface DashboardNavItem {
  to: NonNullable<LinkProps['to']>
  label: string
  icon: LucideIcon
  /** Shown only to visitors whose school has no paid plan. */
  unpaidOnly?: boolean
}

/** The dashboard's navigation; the layout shows only the items the visitor may reach. */
export const dashboardNav: readonly DashboardNavItem[] = [
  { to: '/dashboard/overview', label: 'Overview', icon: House },
  { to: '/dashboard/courses', label: 'Courses', icon: BookOpen },
  { to: '/dashboard/groups', label: 'Classes', icon: Users },
  { to: '/dashboard/students', label: 'Students', icon: GraduationCap },
  { to: '/dashboard/progress', label: 'Progress', icon: ChartColumn },
  { to: '/dashboard/resources', label: 'Resources', icon: Library },
  { to: '/dashboard/activity', label: 'Activity', icon: Activity },
  { to: '/dashboard/teachers', label: 'Teachers', icon: UserRound },
  { to: '/dashboard/schools', label: 'Schools', icon: School },
  { to: '/dashboard/subscriptions', label: 'Subscription', icon: CreditCard },
  { to: '/dashboard/upgrade', label: 'Upgrade', icon: Sparkles, unpaidOnly: true },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
]
