/** Placeholder tiles of the my-games row while it loads (same size as the tiles, so nothing jumps). */
export function MyGamesSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3" data-testid="my-games-skeleton">
      <div className="h-6 w-32 animate-pulse rounded bg-raised motion-reduce:animate-none" />
      <div className="flex gap-3 overflow-hidden">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="aspect-square w-32 shrink-0 animate-pulse rounded-lg bg-raised motion-reduce:animate-none md:w-40" />
        ))}
      </div>
    </div>
  );
}
