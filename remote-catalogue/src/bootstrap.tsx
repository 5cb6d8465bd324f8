import { mountStandalone } from '@wanderpages/shared';
import { StandaloneApp } from './standalone-app';

void mountStandalone(<StandaloneApp />);
