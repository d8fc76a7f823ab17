// 24x24 icons drawn in currentColor so the lobby can tint them; decorative (the label names the category).
const filled = (d: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true"><path d="${d}"/></svg>`;
const stroked = (d: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;

export const ICONS = {
  flame: filled('M12 2c1 4-3 5-3 9a3 3 0 0 0 6 0c0-1-.5-2-1-3 3 1 5 4 5 7a7 7 0 0 1-14 0c0-6 7-8 7-13z'),
  sparkle: filled('M12 2l2.2 6.8L21 11l-6.8 2.2L12 20l-2.2-6.8L3 11l6.8-2.2z'),
  star: filled('M12 2l3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6l-6.2 3.5 1.4-7L2 9.3l7-.8z'),
  crown: filled('M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5z'),
  reels: stroked('M3 5h18v14H3zM9 5v14M15 5v14'),
  ways: stroked('M3 17l5-6 4 4 5-7 4 5'),
  spade: filled('M12 2c3 4 8 6 8 10a4 4 0 0 1-7 2.6L14 21h-4l1-6.4A4 4 0 0 1 4 12c0-4 5-6 8-10z'),
  bolt: filled('M13 2L4 14h7l-1 8 9-12h-7z'),
  grid: stroked('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z'),
  wheel: stroked('M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4'),
  cards: stroked('M8 3h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM3 7v12a2 2 0 0 0 2 2h9'),
  chip: stroked('M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 3v4M12 17v4M3 12h4M17 12h4M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z'),
  roulette: stroked('M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM12 3v5M12 16v5M3 12h5M16 12h5'),
  diamond: filled('M12 2l7 10-7 10-7-10z'),
  flag: stroked('M5 21V4M5 4h13l-3 4 3 4H5'),
  horseshoe: stroked('M7 20H5.5C4 17 3.5 14 3.5 11.5a8.5 8.5 0 0 1 17 0c0 2.5-.5 5.5-2 8.5H17l-.5-3c1-2 1.5-4 1.5-5.5a6 6 0 0 0-12 0c0 1.5.5 3.5 1.5 5.5z'),
  mic: stroked('M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M8 21h8'),
} as const;
