import { configure } from '@testing-library/react';

// Screens wait for their (faked) data: 1 s, the library's default, is too short on a machine whose two
// cores also run the API tests and a browser, where a first render alone has taken longer. Waits end as
// soon as what they wait for appears, so a passing test is no slower.
configure({ asyncUtilTimeout: 10_000 });
