import type { CityKey } from './solar-rules.ts';

/**
 * Where the cities the product knows (solar-rules' tariff cities) stand, for a plant's sunrise
 * and sunset when it has no coordinates of its own (decision 050). Degrees, north and east.
 */
export const CITY_COORDINATES: Record<CityKey, { latitude: number; longitude: number }> = {
  delhi: { latitude: 28.6139, longitude: 77.209 },
  mumbai: { latitude: 19.076, longitude: 72.8777 },
  bangalore: { latitude: 12.9716, longitude: 77.5946 },
  chennai: { latitude: 13.0827, longitude: 80.2707 },
  kolkata: { latitude: 22.5726, longitude: 88.3639 },
  hyderabad: { latitude: 17.385, longitude: 78.4867 },
  ahmedabad: { latitude: 23.0225, longitude: 72.5714 },
  pune: { latitude: 18.5204, longitude: 73.8567 },
  jaipur: { latitude: 26.9124, longitude: 75.7873 },
  lucknow: { latitude: 26.8467, longitude: 80.9462 },
};

/** Other spellings of those cities as a lead's address may write them. */
const CITY_ALIASES: Record<string, CityKey> = {
  'new delhi': 'delhi',
  bengaluru: 'bangalore',
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
};

/** India's middle (Nagpur): the place of a plant whose city is none of the above. */
export const INDIA_CENTRE = { latitude: 21.1458, longitude: 79.0882 };

/** The coordinates of a plant: its own, else its city's, else India's middle. */
export function plantCoordinates(plant: {
  latitude: number | null;
  longitude: number | null;
  city: string | null;
}): { latitude: number; longitude: number } {
  if (plant.latitude !== null && plant.longitude !== null)
    return { latitude: plant.latitude, longitude: plant.longitude };
  const name = (plant.city ?? '').trim().toLowerCase();
  const key = (CITY_ALIASES[name] ?? name) as CityKey;
  return Object.hasOwn(CITY_COORDINATES, key) ? CITY_COORDINATES[key] : INDIA_CENTRE;
}
