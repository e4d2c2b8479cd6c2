import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Every core: jest's default (cores − 1) runs one worker on CI's two cores (109 s there, 74 s
  // with two, measured on the full suite).
  maxWorkers: '100%',
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Package CSS entry points without a .css suffix (swiper/css)
    '^swiper/css$': 'next/dist/build/jest/__mocks__/styleMock.js',
    '^yet-another-react-lightbox/styles.css$': 'next/dist/build/jest/__mocks__/styleMock.js',
  },
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
};

// Swiper and beasties' parser (css-select, htmlparser2…) ship ES modules only; let SWC compile
// them for jest like our own code.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      '^(?!.*/node_modules/beasties/).*/node_modules/(?!(swiper|ssr-window|yet-another-react-lightbox|beasties)/)',
      '^.+\\.module\\.(css|sass|scss)$',
    ],
  };
}
