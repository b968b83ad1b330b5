import { render, screen } from '@testing-library/react';
import { DashboardGate } from '@/components/account/dashboard-gate';
import { loadSavedTripList } from '@/components/account/load-saved-trip-list';
import { messages } from '@/content/messages';
import { displayDashboards } from '@/lib/content';
import { useAuthSession, useSavedTrips } from '@/lib/stores/use-auth-session';

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn() }) }));
// The dashboards' own parts render nothing here: what is under test is what the gate fetches.
jest.mock('@/lib/on-use', () => ({ onUse: jest.fn() }));
jest.mock('@/lib/browser-part', () => ({ browserPart: () => () => null }));
jest.mock('@/components/account/load-saved-trip-list', () => ({ loadSavedTripList: { preload: jest.fn() } }));
jest.mock('@/lib/stores/use-auth-session', () => ({
  loadAuth: jest.fn(() => Promise.resolve()),
  useAuthSession: jest.fn(),
  useSavedTrips: jest.fn(),
}));

const user = { email: 'asha@example.in', role: 'Customer' };
const session = (signedIn: boolean) =>
  jest
    .mocked(useAuthSession)
    .mockReturnValue({ hydrated: true, user: signedIn ? user : null, loggedOutHere: false, logout: jest.fn() });
const trips = (count: number) =>
  jest.mocked(useSavedTrips).mockReturnValue(Array.from({ length: count }, () => ({}) as never));

function renderGate() {
  render(<DashboardGate heading="Dashboard" dashboards={displayDashboards()} />);
}

describe('DashboardGate', () => {
  beforeEach(() => jest.mocked(loadSavedTripList.preload).mockReset());

  it('fetches the saved-trip list beside the saved-trips section when this browser holds trips', () => {
    session(true);
    trips(2);
    renderGate();
    expect(screen.getByText(user.email)).toBeInTheDocument();
    expect(loadSavedTripList.preload).toHaveBeenCalledTimes(1);
  });

  it('never fetches the list for an account with no saved trips', () => {
    session(true);
    trips(0);
    renderGate();
    expect(screen.getByText(user.email)).toBeInTheDocument();
    expect(loadSavedTripList.preload).not.toHaveBeenCalled();
  });

  it('never fetches the list before anyone is signed in', () => {
    session(false);
    trips(1);
    renderGate();
    expect(screen.getByText(messages.dashboardRedirecting)).toBeInTheDocument();
    expect(loadSavedTripList.preload).not.toHaveBeenCalled();
  });
});
