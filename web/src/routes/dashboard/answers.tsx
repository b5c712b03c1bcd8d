import { OwnerAnswers } from '../../features/admin/index.ts';

export function Component() {
  return <OwnerAnswers />;
}
