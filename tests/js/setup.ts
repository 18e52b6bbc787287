/**
 * Jest setup shared by every test in tests/js: DOM matchers, and waits that hold on a loaded
 * machine (npm test runs Jest beside the lint and the three PHPUnit passes, and a screen's
 * first render with its lazy chunk and store resolvers can pass testing-library's 1 s default,
 * and once 5 s, under that load; what is awaited does not change, only how long a find may
 * take before it fails).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

configure( { asyncUtilTimeout: 10000 } );
