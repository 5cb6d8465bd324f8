// Evaluated for their own sake, a task before the app's modules (src/bootstrap.tsx): the shared package and the
// router every host component builds on (styled-components ran a task before, start-styles.ts). Each import is a
// federation singleton, run once; the app reuses it.
import '@wanderpages/shared';
import 'react-router-dom';
