import '@testing-library/jest-dom';

// Kept requests first ask the host which endpoint the site has now (lib/requests/deployed.ts): in
// jsdom there is no host, so it cannot tell, unless a test says otherwise.
jest.mock('@/lib/requests/deployed', () => ({
  ...jest.requireActual('@/lib/requests/deployed'),
  deployedEndpoint: jest.fn(async () => undefined),
}));
