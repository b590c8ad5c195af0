import { NotFoundView } from '../components/not-found-view.tsx';

/** Route *. */
export function NotFoundPage() {
  return <NotFoundView />;
}
