import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#client/lib/api.ts';
import type {
  agingSchema,
  Bill,
  billPageSchema,
  billRunResultSchema,
  customerBillsSchema,
  FinanceSettingRow,
  PayoutRun,
  partnerStatementsSchema,
  payoutProfileResponseSchema,
  payoutRunPageSchema,
} from '#shared/schemas/finance.ts';
import { financeApi } from '#shared/schemas/finance.ts';

const keys = {
  bills: (page: number) => ['finance', 'bills', page] as const,
  aging: ['finance', 'aging'] as const,
  payouts: ['finance', 'payouts'] as const,
  settings: ['finance', 'settings'] as const,
  customerBills: ['finance', 'customer-bills'] as const,
  profile: ['finance', 'payout-profile'] as const,
  statements: ['finance', 'statements'] as const,
};

export const useBills = (page: number) =>
  useQuery({
    queryKey: keys.bills(page),
    queryFn: () => api<z.infer<typeof billPageSchema>>(financeApi.adminBills(`page=${page}`)),
  });

export const useAging = () =>
  useQuery({
    queryKey: keys.aging,
    queryFn: () => api<z.infer<typeof agingSchema>>(financeApi.aging()),
  });

export function useRunBills() {
  return useMutation({
    mutationFn: (input: { month: string }) =>
      api<z.infer<typeof billRunResultSchema>>(financeApi.runBills(), {
        method: 'POST',
        body: input,
      }),
  });
}

export function useRecordPayment(billId: number) {
  return useMutation({
    mutationFn: (input: { amountPaise: number; paidOn: string; utr: string }) =>
      api<{ bill: Bill }>(financeApi.billPayments(billId), { method: 'POST', body: input }),
  });
}

export const usePayoutRuns = () =>
  useQuery({
    queryKey: keys.payouts,
    queryFn: () => api<z.infer<typeof payoutRunPageSchema>>(financeApi.adminPayouts()),
  });

export function useRunPayouts() {
  return useMutation({
    mutationFn: (input: { month: string }) =>
      api<PayoutRun>(financeApi.runPayouts(), { method: 'POST', body: input }),
  });
}

export function useMarkPaid(runId: number) {
  return useMutation({
    mutationFn: (input: { items: { partnerId: number; utr: string }[] }) =>
      api<PayoutRun>(financeApi.markPaid(runId), { method: 'POST', body: input }),
  });
}

export const useFinanceSettings = () =>
  useQuery({
    queryKey: keys.settings,
    queryFn: () => api<{ items: FinanceSettingRow[] }>(financeApi.settings()),
  });

export function useUpdateSetting(id: number) {
  return useMutation({
    mutationFn: (input: {
      value: number;
      effectiveFrom: string;
      effectiveTo: string | null;
      note: string;
    }) => api(financeApi.setting(id), { method: 'PUT', body: input }),
  });
}

export const useCustomerBills = () =>
  useQuery({
    queryKey: keys.customerBills,
    queryFn: () => api<z.infer<typeof customerBillsSchema>>(financeApi.customerBills()),
  });

export const usePayoutProfile = () =>
  useQuery({
    queryKey: keys.profile,
    queryFn: () => api<z.infer<typeof payoutProfileResponseSchema>>(financeApi.payoutProfile()),
  });

export function useSavePayoutProfile() {
  return useMutation({
    mutationFn: (input: {
      pan: string;
      accountName: string;
      accountNumber: string;
      ifsc: string;
      gstin: string | null;
    }) =>
      api<z.infer<typeof payoutProfileResponseSchema>>(financeApi.payoutProfile(), {
        method: 'PUT',
        body: input,
      }),
  });
}

export const usePartnerStatements = () =>
  useQuery({
    queryKey: keys.statements,
    queryFn: () => api<z.infer<typeof partnerStatementsSchema>>(financeApi.partnerStatements()),
  });
