#pragma once

// The figures a plan shows for serving under load, from the scheduler simulator
// (core/serving/BatchSimulator.h) rather than the analytic fixed point of core/serving/ServingSpeed.h.
//
// One replica is simulated with the share of the traffic it receives: a closed loop of
// ceil(users / replicas) users (the busiest replica's), released together, whose first round is
// warm-up; or Poisson arrivals at rate / replicas. Lengths are the scenario's means, fixed, as the
// published benchmarks run them (`vllm bench serve --random-input-len/--random-output-len`).
// Enough requests are measured for a 95th percentile (200 at least, 4 rounds of the users, at
// most 1,500) from a fixed seed, so the same scenario gives the same answer.
//
// An open loop is stable when its backlog does not grow: when the last request arrives, no more
// than max(4, 5 % of the requests, a tenth of the running sequences) still wait. A closed loop is
// always stable: its cycle stretches instead.
#include "core/serving/BatchSimulator.h"
#include "core/serving/SchedulerPolicy.h"
#include "core/serving/ServingEngine.h"
#include "core/serving/ServingSpeed.h"

#include <cstdint>
#include <optional>

namespace gpuplan {

// The traffic of a scenario: `users` in a closed loop, or `requests_per_s` (all replicas).
struct ServingTraffic {
    std::optional<std::uint32_t> users;
    std::optional<double> requests_per_s;
};
ServingTraffic servingTraffic(const ServingSettings& s);

// The simulator's settings for one replica of `m` under `traffic`.
SimulationSettings replicaSimulation(const ServingSpeedModel& m, const ServingTraffic& traffic);

// The load of every replica of `m` (m.replicas) under `traffic`, simulated with `policy`.
ServingLoad simulatedLoad(const ServingSpeedModel& m, const SchedulerPolicy& policy,
                          const ServingTraffic& traffic);

} // namespace gpuplan
