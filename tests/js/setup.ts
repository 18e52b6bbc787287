/**
 * Jest setup shared by every test in tests/js: DOM matchers.
 */
import '@testing-library/jest-dom';
