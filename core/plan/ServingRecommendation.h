#pragma once

// The recommendation under the serving objective: the catalog's ways to serve the scenario's model
// (core/plan/ServingSizing: GPU x TP x replicas x precision x KV precision, bought or rented), ranked as
// the serving search ranks them (those that meet the latency targets first, then the cheapest a
// month) and presented as the recommendation's candidates, so the Recommend tab, `recommend` and
// the report answer "what to buy to serve it" as they answer "what to buy to train it".

#include "core/plan/Recommender.h"

namespace gpuplan {

// Throws InputError (MessageId::ObjectiveServingNeedsInference) for a training workload.
Recommendation recommendServing(const Catalog& c, const ModelSpec& m, const Scenario& s);

} // namespace gpuplan
