#include "core/serving/SimulatedLoad.h"

#include <algorithm>
#include <cmath>

namespace gpuplan {

ServingTraffic servingTraffic(const ServingSettings& s) {
    ServingTraffic t;
    if (s.requests_per_s)
        t.requests_per_s = s.requests_per_s;
    else
        t.users = std::max<std::uint32_t>(1, s.users.value_or(1));
    return t;
}

namespace {

std::uint32_t usersPerReplica(const ServingSpeedModel& m, const ServingTraffic& t) {
    const std::uint32_t replicas = std::max<std::uint32_t>(1, m.replicas);
    const std::uint32_t users = std::max<std::uint32_t>(1, t.users.value_or(1));
    return (users + replicas - 1) / replicas; // the busiest replica's
}

} // namespace

SimulationSettings replicaSimulation(const ServingSpeedModel& m, const ServingTraffic& t) {
    SimulationSettings s;
    s.prompt = {static_cast<double>(std::max<std::uint64_t>(1, m.prompt_tokens)), 0, 1, 0};
    s.output = {static_cast<double>(std::max<std::uint64_t>(1, m.output_tokens)), 0, 1, 0};
    s.seed = 1;
    s.inter_token_latency = false; // not shown in a plan
    if (t.requests_per_s) {
        s.arrivals = ArrivalKind::Open;
        s.rate = std::max(1e-9, *t.requests_per_s / std::max<std::uint32_t>(1, m.replicas));
        s.warmup = 60;
        s.requests = s.warmup + 600;
    } else {
        s.arrivals = ArrivalKind::Closed;
        s.users = usersPerReplica(m, t);
        s.warmup = s.users; // the first round: every user released at once
        s.requests = s.warmup + std::clamp<std::uint32_t>(4 * s.users, 200, 1500);
    }
    return s;
}

ServingLoad simulatedLoad(const ServingSpeedModel& m, const SchedulerPolicy& policy,
                          const ServingTraffic& t) {
    const SimulationSettings s = replicaSimulation(m, t);
    const SimulationResult r = simulateServing(m, policy, s);
    const double replicas = std::max<std::uint32_t>(1, m.replicas);
    // The busiest replica stands for every one: a closed loop's total scales with its users.
    const double scale = s.arrivals == ArrivalKind::Closed
                             ? static_cast<double>(std::max<std::uint32_t>(1, t.users.value_or(1))) / s.users
                             : replicas;
    ServingLoad l;
    l.simulated = true;
    l.requests_per_s = r.requests_per_s * scale;
    l.concurrency = r.running_mean;
    l.prefill_share = r.prefill_time_share;
    l.queue_utilisation = r.prefill_time_share;
    l.tokens_per_s = r.output_tokens_per_s * scale;
    l.tokens_per_s_per_user = r.tpot.mean > 0.0 ? 1.0 / r.tpot.mean : 0.0;
    l.ttft_p50_s = r.ttft.p50;
    l.ttft_p95_s = r.ttft.p95;
    l.tpot_p50_s = r.tpot.p50;
    l.tpot_p95_s = r.tpot.p95;
    l.e2e_p50_s = r.e2e.p50;
    l.e2e_p95_s = r.e2e.p95;
    l.kv_use_peak = r.kv_use_peak;
    l.preemptions_per_request = r.measured ? static_cast<double>(r.preemptions) / r.measured : 0.0;
    l.kv_limited = r.preemptions > 0 || r.kv_use_peak >= 0.98;
    if (s.arrivals == ArrivalKind::Closed) {
        l.stable = r.rejected == 0 && r.measured > 0;
        const double per_replica_rate = r.requests_per_s;
        const double queued = static_cast<double>(s.users) - r.running_mean;
        if (queued >= 0.5 && per_replica_rate > 0.0) {
            // Little's law: the users not in a step wait in the engine's queue.
            l.queued_users = queued;
            l.queue_wait_s = queued / per_replica_rate;
        }
    } else {
        const double allowed = std::max({4.0, 0.05 * s.requests, 0.1 * r.running_mean});
        l.stable = r.rejected == 0 && r.measured > 0 && r.backlog_at_last_arrival <= allowed;
        // Stable, it serves what arrives (the simulated window ends with the last requests draining,
        // which would understate it); unstable, what it managed.
        if (l.stable && t.requests_per_s) {
            l.requests_per_s = *t.requests_per_s;
            l.tokens_per_s = *t.requests_per_s * static_cast<double>(m.output_tokens);
        }
    }
    return l;
}

} // namespace gpuplan
