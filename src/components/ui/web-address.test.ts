import { expect, it } from 'vitest'
import { addressParts } from './web-address'

it('a web address may break after dots, slashes, hyphens and query marks only', () => {
  expect(addressParts('oak-primary.codeschool.app/join/K7PX')).toEqual([
    'oak-',
    'primary.',
    'codeschool.',
    'app/',
    'join/',
    'K7PX',
  ])
  expect(addressParts('codeschool.app/join?code=K7PX')).toEqual([
    'codeschool.',
    'app/',
    'join?',
    'code=',
    'K7PX',
  ])
})
