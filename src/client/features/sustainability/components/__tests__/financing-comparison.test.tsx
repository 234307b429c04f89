import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { SavingsCalculator } from '../savings-calculator.tsx';

const MUMBAI = '/sustainability?bill=300000&city=mumbai&roof=4000&type=office&rate=10';
const card = (option: 'purchase' | 'emi' | 'ppa') =>
  within(screen.getByTestId(`compare-${option}`));

describe('the calculator’s comparison of purchase, EMI and PPA', () => {
  it('shows ₹4.06 Cr, ₹3.85 Cr and ₹4.29 Cr after 25 years for ₹3,00,000 a month in Mumbai', async () => {
    serverStandIn();
    await renderWithApp(<SavingsCalculator />, { path: MUMBAI });
    await waitFor(() => expect(card('purchase').getByText('₹4.06 Cr')).toBeVisible());
    expect(card('purchase').getByText('₹75 Lakh')).toBeVisible();
    expect(card('emi').getByText('₹3.85 Cr')).toBeVisible();
    expect(card('emi').getByText('₹1.59 Lakh a month for 5 years')).toBeVisible();
    expect(card('ppa').getByText('₹4.29 Cr')).toBeVisible();
    expect(card('ppa').getByText('Most saved over 25 years')).toBeVisible();
    const assumptions = screen.getByTestId('assumptions');
    expect(assumptions).toHaveTextContent('rises 3 % a year');
    expect(assumptions).toHaveTextContent('falls 0.5 % a year');
    expect(assumptions).toHaveTextContent('₹8.4 for every kWh generated (75 % of today’s tariff');
    expect(assumptions).toHaveTextContent('10 % a year on the reducing balance');
  });

  it('takes the interest rate into the EMI and the shareable URL: 12 % makes ₹1.67 Lakh a month', async () => {
    serverStandIn();
    const { user } = await renderWithApp(<SavingsCalculator />, { path: MUMBAI });
    const rate = await screen.findByLabelText(/^Bank interest rate/);
    await waitFor(() => expect(rate).toHaveValue(10));
    await user.clear(rate);
    await user.type(rate, '12');
    await waitFor(() =>
      expect(card('emi').getByText('₹1.67 Lakh a month for 5 years')).toBeVisible(),
    );
    expect(screen.getByTestId('current-path')).toHaveTextContent(/[?&]rate=12(&|$)/);
    expect(screen.getByTestId('result-emi')).toHaveTextContent('EMI over 5 years at 12 %');
  });

  it('names the exported surplus when the bill caps the savings: 500 kWh a month in Jaipur', async () => {
    serverStandIn();
    await renderWithApp(<SavingsCalculator />, {
      path: '/sustainability?bill=100000&city=jaipur&roof=10000',
    });
    expect(await screen.findByText(/about 500 kWh a month more than you use/)).toBeVisible();
  });
});
