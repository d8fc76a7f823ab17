import { screen } from '@testing-library/react';
import WinnersWidget from '@/components/winners/winners-widget';
import { renderIdentity } from '../identity-ui/render-identity';
import { winnerFiveMinutesAgo } from '../../support/winner-fixture';

jest.setTimeout(20_000);

describe('winners widget', () => {
  it('shows a win in relative time without next-intl’s ENVIRONMENT_FALLBACK (no `now`) error', async () => {
    global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ winners: [winnerFiveMinutesAgo()] }) })) as unknown as typeof fetch;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderIdentity(<WinnersWidget currency="EUR" market="UN" />);
      expect(await screen.findByTestId('winner')).toHaveTextContent('5 minutes ago');
      expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringContaining('ENVIRONMENT_FALLBACK'));
    } finally {
      errors.mockRestore();
    }
  });
});
