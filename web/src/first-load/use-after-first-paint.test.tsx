import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint.ts';

function Page() {
  const isBelowDrawn = useAfterFirstPaint();
  return (
    <>
      <h1>First screen</h1>
      {isBelowDrawn && <h2>Below the first screen</h2>}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  it('draws the first screen alone, then the rest once a frame has passed', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'First screen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Below the first screen' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Below the first screen' })).toBeTruthy();
  });
});
