import type { ContentPageKind } from '../schema'

/**
 * The content pages a new deployment starts with (product content, decision 008: not demo data).
 * Staff edit them in /admin afterwards; the seed never overwrites an existing slug.
 */
export interface ShippedContentPage {
  slug: string
  kind: ContentPageKind
  title: string
  body: string
}

export const shippedContentPages: readonly ShippedContentPage[] = [
  {
    slug: 'about',
    kind: 'page',
    title: 'About CodeSchool',
    body: `CodeSchool helps schools teach children to code, from their first blocks at age six to real
JavaScript at fourteen.

## For teachers
Set up a class in minutes, hand out a class code and watch your students' progress as they work.
Every lesson comes with a plan, hints and checks that tell a child what to try next.

## For students
Short lessons with one new idea each. Drag blocks or type code, press **Run** and see what happens.
Your work is saved as you go.

## For schools
Each school gets its own address, its own classes and its own data. Districts can look after all
their schools in one place.`,
  },
  {
    slug: 'legal/privacy',
    kind: 'page',
    title: 'Privacy policy',
    body: `We collect only what a school needs to teach: names, class membership, usernames and the
code students write. Young students never need an email address.

## Who can see student data
Only the teachers and admins of the student's school, and our staff when a school asks for help.

## What we never do
We do not sell data, show advertising or track students across other sites. Analytics count page
views per day and are switched off on the login and join pages.

## Deleting data
A school admin can delete a student, with all of their work, or delete all student data at once
from the settings page. A school admin can also export all of the school's data, or one
student's, as a file, and ask for the whole school to be deleted: 30 days later (the admin can
cancel until then) its people and their work are deleted; invoices are kept for bookkeeping.

## How long we keep data
A student who has not used CodeSchool for two years is deleted with their work. Exports are
deleted after 7 days, first passwords of an imported class after 7 days. Nothing about a child is
kept for ever.`,
  },
  {
    slug: 'faq',
    kind: 'faq',
    title: 'Frequently asked questions',
    body: `## How do students sign in?
Young students join with a class code, tap their name and tap their two secret pictures. Older students
can use two secret words or a username and password. The teacher chooses per class.

## Do students need an email address?
No. Only teachers and admins sign in with email.

## What happens to student work at the end of the year?
Archive the class. Students keep their accounts and everything they made.

## Which lessons are free?
Every lesson marked free on the free lessons page can be played by anyone, without an account.

## What does a paid plan add?
Progress dashboards for whole classes and per-student course progress.`,
  },
  {
    slug: 'welcome-pack',
    kind: 'welcome-pack',
    title: 'Curriculum welcome pack',
    body: `Welcome! This pack gets your school ready to teach coding.

## 1. Getting started
Add your teachers, create your first class and print the login cards.

## 2. Printable materials
Login cards, a classroom poster of the coding words and unplugged activities for the first week.

## 3. The course map
Blocks for ages 6–8, turtle graphics in JavaScript for ages 9–11 and programming basics in
JavaScript for ages 11–14.`,
  },
]
