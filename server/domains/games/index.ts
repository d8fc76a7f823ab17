// What other domains may call of the games domain (docs/architecture.md, "Where code lives").
export { seamlessSecretFor } from './seamless-secrets';
