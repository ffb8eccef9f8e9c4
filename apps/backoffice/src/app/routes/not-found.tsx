import { MSG } from '@morada/domain';
import { buttonVariants } from '@morada/ui/button';
import { Link } from 'react-router-dom';

/** Unknown /admin/... paths stay inside the back office, with a way back to the dashboard. */
export function Component() {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{MSG.notFound.titulo}</h1>
      <Link to="/" className={buttonVariants()}>
        {MSG.adminUi.menu.dashboard}
      </Link>
    </div>
  );
}
