// Pure content rules: game restriction, audience visibility, sub-provider ids, unique games, image URLs.
export * from './restriction';
export * from './audience';
export * from './sub-provider';
export * from './unique-games';
export * from './image-url';
