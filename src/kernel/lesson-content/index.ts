// The lesson content format's public entry (decisions 093, 170): the plain helpers other features use
// beside the format itself (lesson-content.schemas.ts, course-content.schemas.ts, concepts.schemas.ts).

export * from './concept-mastery'
export * from './lesson-pictures'
