/** Shown while a filtered lobby loads on the client: the frame's shape, tiles as shimmering squares. */
export function ResultsSkeleton() {
  return (
    <div aria-busy="true" data-testid="results-skeleton">
      <div className="border-b border-line bg-surface">
        <div className="mx-auto max-w-content px-4 py-10 md:px-6 md:py-14 xl:px-8">
          <div className="skeleton h-10 w-64 rounded-md" />
          <div className="skeleton mt-4 h-6 w-full max-w-prose rounded-md" />
        </div>
      </div>
      <div className="mx-auto max-w-content px-4 pb-16 pt-10 md:px-6 xl:px-8">
        <div className="skeleton h-11 w-full rounded-md" />
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 12 }, (_, index) => (
            <li key={index} className="skeleton aspect-square rounded-lg" />
          ))}
        </ul>
      </div>
    </div>
  );
}
