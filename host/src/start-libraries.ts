// Evaluated for their own sake, a task before the app's modules (src/bootstrap.tsx): the shared package and the
// libraries every host component builds on. Each import is a federation singleton, run once; the app reuses it.
import '@wanderpages/shared';
import 'styled-components';
import 'react-router-dom';
