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
import { m } from '@/paraglide/messages'

export interface DashboardNavItem {
  to: NonNullable<LinkProps['to']>
  /** Looked up when the menu renders, in the page's language. */
  label: () => string
  icon: LucideIcon
  /** Shown only to visitors whose school has no paid plan. */
  unpaidOnly?: boolean
}

/** The dashboard's navigation; the layout shows only the items the visitor may reach. */
export const dashboardNav: readonly DashboardNavItem[] = [
  { to: '/dashboard/overview', label: m.dashboard_nav_overview, icon: House },
  { to: '/dashboard/courses', label: m.dashboard_nav_courses, icon: BookOpen },
  { to: '/dashboard/groups', label: m.dashboard_nav_classes, icon: Users },
  { to: '/dashboard/students', label: m.dashboard_nav_students, icon: GraduationCap },
  { to: '/dashboard/progress', label: m.dashboard_nav_progress, icon: ChartColumn },
  { to: '/dashboard/resources', label: m.dashboard_nav_resources, icon: Library },
  { to: '/dashboard/activity', label: m.dashboard_nav_activity, icon: Activity },
  { to: '/dashboard/teachers', label: m.dashboard_nav_teachers, icon: UserRound },
  { to: '/dashboard/schools', label: m.dashboard_nav_schools, icon: School },
  { to: '/dashboard/subscriptions', label: m.dashboard_nav_subscription, icon: CreditCard },
  { to: '/dashboard/upgrade', label: m.dashboard_nav_upgrade, icon: Sparkles, unpaidOnly: true },
  { to: '/dashboard/settings', label: m.dashboard_nav_settings, icon: Settings },
]
