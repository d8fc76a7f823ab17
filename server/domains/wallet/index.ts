// What other domains may call of the wallet (docs/architecture.md, "Where code lives").
export { getWallet } from './get-wallet';
export { loadWalletPlayer } from './load-player';
export { toJsonMinorUnits } from './minor-units';
