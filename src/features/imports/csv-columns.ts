/**
 * The columns an import understands and the header names people give them. Matching is loose:
 * case, accents, spaces and punctuation do not matter ("First Name", "first_name", "FIRSTNAME").
 */
const importFields = [
  'firstName',
  'lastName',
  'fullName',
  'username',
  'className',
  'grade',
  'password',
] as const
export type ImportField = (typeof importFields)[number]

export const fieldLabels: Record<ImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Name',
  username: 'Username',
  className: 'Class',
  grade: 'Grade',
  password: 'Password',
}

const synonyms: Record<ImportField, string[]> = {
  firstName: [
    'firstname',
    'first',
    'givenname',
    'forename',
    'fname',
    'christianname',
    'vorname',
    'prenom',
    'nombre',
  ],
  lastName: [
    'lastname',
    'last',
    'surname',
    'familyname',
    'lname',
    'nachname',
    'nom',
    'apellido',
    'apellidos',
  ],
  fullName: ['name', 'fullname', 'studentname', 'student', 'pupil', 'pupilname', 'childname'],
  username: ['username', 'user', 'login', 'loginname', 'userid', 'benutzername', 'account'],
  className: [
    'class',
    'classname',
    'group',
    'groupname',
    'form',
    'homeroom',
    'klasse',
    'section',
    'classroom',
  ],
  grade: ['grade', 'gradelevel', 'year', 'yeargroup', 'level', 'klassenstufe', 'stufe'],
  password: ['password', 'pass', 'pwd', 'passwort', 'initialpassword', 'startpassword'],
}

function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

const lookup = new Map<string, ImportField>(
  Object.entries(synonyms).flatMap(([field, names]) => names.map((name) => [name, field as ImportField])),
)

export function matchHeader(header: string): ImportField | null {
  return lookup.get(normalizeHeader(header)) ?? null
}
