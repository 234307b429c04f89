import { describe, expect, it } from 'vitest';
import { compareWithEstimate, daysInMonth, plantFigures, plantTimeline } from './plant-figures.ts';
import { SAMPLE_PLANT, SAMPLE_TIMELINE, SAMPLE_TIMELINE_PROGRESS } from './sample-plant.ts';
import { PLANT_STAGES } from './schemas/plants.ts';

describe('plant figures', () => {
  it('follow the same rules as the sample plant', () => {
    const figures = plantFigures(SAMPLE_PLANT.plantSizeKw, SAMPLE_PLANT.rupeesPerUnit);
    expect(figures).toMatchObject({
      dailyProductionKwh: SAMPLE_PLANT.dailyProductionKwh,
      monthlyProductionKwh: SAMPLE_PLANT.monthlyProductionKwh,
      annualProductionKwh: SAMPLE_PLANT.annualProductionKwh,
      monthlySavings: SAMPLE_PLANT.monthlySavings,
      annualSavings: SAMPLE_PLANT.annualSavings,
      co2KgPerYear: SAMPLE_PLANT.co2KgPerYear,
      treesEquivalent: SAMPLE_PLANT.treesEquivalent,
    });
  });

  it('scale with the size and the rate', () => {
    const figures = plantFigures(50, 6.5);
    expect(figures.dailyProductionKwh).toBe(175);
    expect(figures.monthlySavings).toBeCloseTo(175 * 30 * 6.5);
    expect(figures.annualSavings).toBeCloseTo(175 * 360 * 6.5);
    expect(figures.co2TonnesPerYear).toBeCloseTo((175 * 360 * 0.85) / 1000);
  });

  it('mark every stage up to the current one completed', () => {
    PLANT_STAGES.forEach((stage, index) => {
      const { stages, progress } = plantTimeline(stage);
      expect(stages.filter((s) => s.status === 'completed')).toHaveLength(index + 1);
      expect(stages[index]!.key).toBe(stage);
      expect(progress).toBe(((index + 1) / 5) * 100);
    });
    // The first stage reads as the sample's timeline.
    expect(plantTimeline('initial_consultation').stages).toEqual(SAMPLE_TIMELINE);
    expect(plantTimeline('initial_consultation').progress).toBe(SAMPLE_TIMELINE_PROGRESS);
  });

  it('estimates each month by its days and states the gap', () => {
    expect([daysInMonth('2026-02'), daysInMonth('2028-02'), daysInMonth('2026-12')]).toEqual([
      28, 29, 31,
    ]);
    const { months, total } = compareWithEstimate(10, [
      { month: '2026-03', kwh: 1085 },
      { month: '2026-02', kwh: 882 },
    ]);
    expect(months.map((m) => m.month)).toEqual(['2026-02', '2026-03']);
    expect(months[0]).toMatchObject({ estimateKwh: 980, actualKwh: 882 });
    expect(months[0]!.gapPercent).toBeCloseTo(-10);
    expect(months[1]).toMatchObject({ estimateKwh: 1085, gapPercent: 0 });
    expect(total.estimateKwh).toBe(2065);
    expect(total.gapPercent).toBeCloseTo(((1967 - 2065) / 2065) * 100);
    expect(compareWithEstimate(0, [{ month: '2026-01', kwh: 5 }]).total.gapPercent).toBe(0);
  });
});
