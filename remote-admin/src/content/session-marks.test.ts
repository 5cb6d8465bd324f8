import * as contract from '@wanderpages/shared/contracts/session';
import { HINTED_ADMIN, SESSION_READ } from './session-marks';

it("the dashboard's copies of the start gate's marks say what shared's contract says", () => {
  expect(SESSION_READ).toBe(contract.SESSION_READ);
  expect(HINTED_ADMIN).toBe(contract.HINTED_ADMIN);
});
