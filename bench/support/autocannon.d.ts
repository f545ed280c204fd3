// autocannon ships no types; only what the benchmarks use (see its README, "Usage: API").
declare module "autocannon" {
  interface Options {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
