/**
 * Jest setup shared by every test in tests/js: DOM matchers, and waits that hold on a loaded
 * machine (CI runs Jest beside nothing else, but a screen's first render with its lazy chunk
 * and store resolvers can pass testing-library's 1 s default under load; what is awaited
 * does not change, only how long a find may take before it fails).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

configure( { asyncUtilTimeout: 5000 } );
