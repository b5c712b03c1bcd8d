import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { messageBeside, renderInApp } from '../../../../testing/render.tsx';
import { ShipOrderForm } from './ShipOrderForm.tsx';

const submit = () => screen.getByRole('button', { name: 'Mark shipped' });

describe('ship-order form', () => {
  it("needs both the carrier and the tracking number (core's transition rules) before it ships", async () => {
    const onShip = vi.fn();
    const { user } = renderInApp(<ShipOrderForm isBusy={false} onShip={onShip} />);
    await user.type(screen.getByLabelText('Carrier'), 'Royal Mail');
    await user.click(submit());
    expect(messageBeside(screen.getByLabelText('Tracking number'))).toBe('Tracking number cannot be empty.');
    expect(messageBeside(screen.getByLabelText('Carrier'))).toBeNull();
    expect(onShip).not.toHaveBeenCalled();
  });

  it("puts the server's field error beside its field", async () => {
    const onShip = vi
      .fn()
      .mockRejectedValue(
        new ApiRequestError(400, 'invalid_input', 'Check the shipment.', { trackingNumber: 'Tracking number is at most 60 characters.' }),
      );
    const { user } = renderInApp(<ShipOrderForm isBusy={false} onShip={onShip} />);
    await user.type(screen.getByLabelText('Carrier'), 'DPD');
    await user.type(screen.getByLabelText('Tracking number'), 'X1');
    await user.click(submit());
    await vi.waitFor(() =>
      expect(messageBeside(screen.getByLabelText('Tracking number'))).toBe('Tracking number is at most 60 characters.'),
    );
  });

  it('ships with the trimmed carrier and tracking number', async () => {
    const onShip = vi.fn().mockResolvedValue(undefined);
    const { user } = renderInApp(<ShipOrderForm isBusy={false} onShip={onShip} />);
    await user.type(screen.getByLabelText('Carrier'), ' Royal Mail ');
    await user.type(screen.getByLabelText('Tracking number'), 'RM123456789GB ');
    await user.click(submit());
    await vi.waitFor(() => expect(onShip).toHaveBeenCalledWith({ carrier: 'Royal Mail', trackingNumber: 'RM123456789GB' }));
  });
});
