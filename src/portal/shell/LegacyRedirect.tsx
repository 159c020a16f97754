import { Navigate, useParams } from 'react-router-dom';

/** L05, R46: an old information path goes to its new place, keeping the id. */
export function LegacyRedirect({ to }: { from: string; to: string }) {
  const rest = useParams()['*'];
  return <Navigate to={`/app/${to}${rest ? `/${rest}` : ''}`} replace />;
}
