import { configure } from '@testing-library/react';

/**
 * waitFor / findBy* give up after 1 s by default: on a machine busy with other work a render or a
 * resolved promise can take longer than that, and the test fails for no fault of the code. 5 s stays well
 * inside the test timeout; a test that passes waits only as long as it needs.
 */
configure({ asyncUtilTimeout: 5_000 });
