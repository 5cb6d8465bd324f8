// React DOM is evaluated in this task, imported for that alone. The app's modules (shared, styled-components, the
// router, every component) arrive with this chunk ("eager": no request of their own) and run in the next task:
// evaluated together they were one task of about 200 ms on a slow phone (docs/decisions/037, "After the intent").
import 'react-dom/client';

setTimeout(() => {
  void import(/* webpackMode: "eager" */ './start-app').then(({ startApp }) => startApp());
}, 0);
