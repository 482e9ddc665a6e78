// The orders the recommendation ranks its sweep in (core/plan/RecommenderSweep.h): the Pareto front
// found without sorting every option, and the first k by an objective found without sorting them
// all, each checked against the plain definition (every pair compared; the whole list sorted) on
// options drawn at random with ties, zero and infinite costs, and options over capacity.
#include "core/plan/RecommenderSweep.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>

using namespace gpuplan;
using namespace gpuplan::sweep;

namespace {

// n options; costs from a few values (ties) or spread over ten decades, hours likewise.
std::vector<Eval> randomEvals(std::size_t n, std::uint32_t seed, bool ties) {
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> decade(-3.0, 7.0);
    std::uniform_int_distribution<int> few(0, 6);
    std::bernoulli_distribution over(0.1);
    std::vector<Eval> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        Eval& e = out[i];
        e.gpu = static_cast<std::uint32_t>(i);
        e.cost = ties ? 1000.0 * few(rng) : std::pow(10.0, decade(rng));
        e.hours = ties ? 0.5 * (1 + few(rng)) : std::pow(10.0, decade(rng) / 2.0);
        e.value = ties ? few(rng) : e.hours * e.cost;
        e.over = over(rng);
    }
    return out;
}

// The front by its definition: the options that can do the work, each faster than every option
// that can and comes before it cheapest first; cheapest first.
std::vector<std::uint32_t> frontByDefinition(const std::vector<Eval>& evals) {
    std::vector<std::uint32_t> front;
    for (std::uint32_t i = 0; i < evals.size(); ++i) {
        if (evals[i].over)
            continue;
        bool beaten = false;
        for (std::uint32_t j = 0; j < evals.size() && !beaten; ++j)
            beaten = j != i && !evals[j].over && cheaperThan(evals, j, i) && evals[j].hours <= evals[i].hours;
        if (!beaten)
            front.push_back(i);
    }
    std::sort(front.begin(), front.end(), [&](auto a, auto b) { return cheaperThan(evals, a, b); });
    return front;
}

// Every option sorted cheapest first, then stably by the objective: the first k.
std::vector<std::uint32_t> topBySortingAll(const std::vector<Eval>& evals, Objective o, std::size_t k) {
    std::vector<std::uint32_t> all(evals.size());
    std::iota(all.begin(), all.end(), 0u);
    std::sort(all.begin(), all.end(), [&](auto a, auto b) { return cheaperThan(evals, a, b); });
    std::stable_sort(all.begin(), all.end(), [&](auto a, auto b) { return better(o, evals[a], evals[b]); });
    all.resize(std::min(k, all.size()));
    return all;
}

} // namespace

TEST(RankingOrder, TheFrontIsTheOneItsDefinitionGives) {
    for (bool ties : {false, true})
        for (std::uint32_t seed = 1; seed <= 20; ++seed) {
            const std::vector<Eval> evals = randomEvals(400, seed, ties);
            const std::vector<std::uint32_t> front = paretoFront(evals);
            EXPECT_EQ(front, frontByDefinition(evals)) << "seed " << seed << (ties ? " with ties" : "");
            ASSERT_FALSE(front.empty());
            for (std::size_t i = 1; i < front.size(); ++i) { // each dearer one is faster
                EXPECT_LE(evals[front[i - 1]].cost, evals[front[i]].cost);
                EXPECT_GT(evals[front[i - 1]].hours, evals[front[i]].hours);
            }
        }
}

TEST(RankingOrder, FreeAndUnboundedCostsKeepTheFront) {
    // A free option (cost 0) and one of infinite cost: the front is still its definition's, from
    // the free one to the infinitely dear and fastest one.
    std::vector<Eval> evals = randomEvals(50, 7, false);
    evals[3].cost = 0.0;
    evals[3].over = false;
    evals[4].cost = std::numeric_limits<double>::infinity();
    evals[4].hours = 1e-9;
    evals[4].over = false;
    ASSERT_EQ(paretoFront(evals), frontByDefinition(evals));
    ASSERT_FALSE(paretoFront(evals).empty());
    EXPECT_EQ(paretoFront(evals).front(), 3u);
    EXPECT_EQ(paretoFront(evals).back(), 4u);
    evals[5].cost = -1.0; // not a cost the sweep makes: every option is sorted, none lost
    evals[5].over = false;
    EXPECT_EQ(paretoFront(evals), frontByDefinition(evals));
    EXPECT_TRUE(paretoFront(std::vector<Eval>{}).empty());
}

TEST(RankingOrder, TheFirstKAreThoseOfTheWholeListSorted) {
    for (Objective o : {Objective::Cheapest, Objective::Fastest, Objective::Value})
        for (bool ties : {false, true})
            for (std::uint32_t seed = 1; seed <= 10; ++seed) {
                const std::vector<Eval> evals = randomEvals(300, seed, ties);
                for (std::size_t k : {std::size_t{1}, std::size_t{10}, std::size_t{299}, std::size_t{500}})
                    EXPECT_EQ(topByObjective(evals, o, k), topBySortingAll(evals, o, k))
                        << "objective " << static_cast<int>(o) << " seed " << seed << " k " << k;
            }
}
