// The host's modules arrive in this chunk's group ("eager" imports: no request of their own) and run in four
// tasks, not one of about 200 ms on a slow phone (docs/decisions/039-takeover-in-short-tasks.md): React DOM here,
// then styled-components (it adopts the page's server-rendered styles), then the shared package and the router,
// then the app's own modules and its hydration.
import 'react-dom/client';
import { nextTask } from './next-task';

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ './start-styles'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './start-libraries'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './start-app'))
  .then(({ startApp }) => startApp());
