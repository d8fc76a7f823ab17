import { ResultsSkeleton } from '@/components/lobby/results-skeleton';

export default ResultsSkeleton;
