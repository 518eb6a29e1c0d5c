/** The fixed "now" of every test (2027-01-15): the app tests' ManualClock and the games harness start here. */
export const T0 = 1_800_000_000;
