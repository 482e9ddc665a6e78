// Renting for a job bills the provider's terms: the start-up time, the billing increment and the
// minimum (issue 37 item 3). Every expected figure is worked out by hand in the comment beside it.
#include "fixtures/TestCatalog.h"

#include "core/catalog/CloudBilling.h"
#include "core/cost/Pricing.h"
#include "core/plan/PlanJson.h"
#include "core/plan/Planner.h"
#include "core/plan/Recommender.h"

#include <gtest/gtest.h>

using namespace gpuplan;

// AWS EC2 Linux on-demand: per second with a 60 s minimum (AWS, 'Announcing Amazon EC2 Per Second
// Billing', 2017-10-02). With no start-up: a 30 s job is billed the 60 s minimum; 90.4 s rounds up
// to 91 s.
TEST(CloudBilling, PerSecondWithAMinute) {
    const BillingTerms aws{1.0, 60.0, 0.0};
    const BilledJob short_job = billedJob(aws, 30.0 / 3600.0);
    EXPECT_NEAR(short_job.run_s, 30.0, 1e-9);
    EXPECT_NEAR(short_job.rounded_s, 30.0, 1e-9);
    EXPECT_DOUBLE_EQ(short_job.billed_s, 60.0);
    EXPECT_FALSE(short_job.terms_assumed);
    EXPECT_FALSE(short_job.startup_assumed);
    EXPECT_DOUBLE_EQ(billedJob(aws, 90.4 / 3600.0).billed_s, 91.0);
}

// Hyperstack bills per minute (its pricing page, 2026-08-26), no minimum stated (one minute), no
// start-up published (assumed 300 s). A 5.6-minute job (336 s): 300 + 336 = 636 s, rounded up to
// whole minutes = 660 s = 11 min.
TEST(CloudBilling, PerMinuteWithTheAssumedStartUp) {
    const BillingTerms hyperstack{60.0, std::nullopt, std::nullopt};
    const BilledJob b = billedJob(hyperstack, 5.6 / 60.0);
    EXPECT_NEAR(b.job_s, 336.0, 1e-9);
    EXPECT_DOUBLE_EQ(b.startup_s, 300.0);
    EXPECT_TRUE(b.startup_assumed);
    EXPECT_FALSE(b.terms_assumed);
    EXPECT_DOUBLE_EQ(b.minimum_s, 60.0); // one increment
    EXPECT_NEAR(b.run_s, 636.0, 1e-9);
    EXPECT_DOUBLE_EQ(b.rounded_s, 660.0);
    EXPECT_DOUBLE_EQ(b.billed_s, 660.0);
    EXPECT_DOUBLE_EQ(b.billedHours(), 11.0 / 60.0);
}

// Terms not published: per started hour, at least an hour, 5-minute start-up, each said to be
// assumed. A 30-minute job: 300 + 1800 = 2100 s, billed 3600 s. An hour's job with a published
// start-up of 0 is billed one hour, not two (no rounding past a whole increment); one second more
// is billed two.
TEST(CloudBilling, UnpublishedTermsAreAssumedAndSaidSo) {
    const BilledJob half = billedJob({}, 0.5);
    EXPECT_TRUE(half.terms_assumed);
    EXPECT_TRUE(half.startup_assumed);
    EXPECT_DOUBLE_EQ(half.increment_s, kAssumedBillingIncrementS);
    EXPECT_DOUBLE_EQ(half.minimum_s, kAssumedBillingMinimumS);
    EXPECT_NEAR(half.run_s, 2100.0, 1e-9);
    EXPECT_DOUBLE_EQ(half.billed_s, 3600.0);
    const BillingTerms no_startup{std::nullopt, std::nullopt, 0.0};
    EXPECT_DOUBLE_EQ(billedJob(no_startup, 1.0).billed_s, 3600.0);
    EXPECT_DOUBLE_EQ(billedJob(no_startup, 1.0 + 1.0 / 3600.0).billed_s, 7200.0);
    // A long minimum wins over a short run: OVHcloud's hour for a 10-minute job.
    EXPECT_DOUBLE_EQ(billedJob({3600.0, 3600.0, 0.0}, 10.0 / 60.0).billed_s, 3600.0);
}

namespace {

// One RTX 4090 rented at 0.40 EUR an hour, billed per minute after a 120 s start-up.
CloudOffer perMinuteRtx4090() {
    CloudOffer o;
    o.id = "vast-1x";
    o.provider = "Vast.ai";
    o.gpu_id = "rtx-4090";
    o.gpu_count = 1;
    o.price_per_hour = 0.40;
    o.currency = "EUR";
    o.pricing = "on-demand";
    o.region = "DE";
    o.instance_type = "1x";
    o.source = "test";
    o.billing_increment_s = 60.0;
    o.startup_s = 120.0;
    return o;
}

} // namespace

// The scenario's own rate has no terms: billed for the hours used.
TEST(CloudBilling, TheScenariosRateIsBilledAsUsed) {
    RentPrice r;
    r.per_gpu_hour = 2.5;
    EXPECT_DOUBLE_EQ(billedJobHours(r, 0.1), 0.1);
    r.billing = BillingTerms{60.0, 60.0, 120.0};
    // 120 + 360 = 480 s = 8 min.
    EXPECT_NEAR(billedJobHours(r, 0.1), 8.0 / 60.0, 1e-12);
}

// The recommendation costs a rented option at its billed time, and its reason is the arithmetic
// that gives the cost. One RTX 4090 rented at 0.40 EUR an hour per minute with a 120 s start-up:
// each job is billed 2 min + the job rounded up to whole minutes; over 36 months of 10 jobs,
// cost = 360 x billed h x 1 x 0.40.
TEST(CloudBilling, TheRecommendationCostsTheBilledTime) {
    Catalog c = test::referenceCatalog();
    c.offers = {perMinuteRtx4090()};
    c.offers[0].billing_source = "test terms";
    Scenario s;
    s.gpu_id = "rtx-4090";
    s.workload.task = Task::LoRA;
    s.constraints.mode = PurchaseMode::Rent;
    s.constraints.top_k = 100;
    const Recommendation rec = recommend(c, resolveModel(c, s), s, 10.0);
    const Candidate* one = nullptr;
    for (const Candidate& cd : rec.ranked)
        if (cd.gpu == "rtx-4090" && cd.count == 1)
            one = &cd;
    ASSERT_NE(one, nullptr);
    ASSERT_TRUE(one->billing);
    const double run_s = 120.0 + one->job_hours * 3600.0;
    const double billed_s = std::ceil(run_s / 60.0) * 60.0;
    EXPECT_DOUBLE_EQ(one->billing->billed_s, billed_s);
    EXPECT_NEAR(one->billed_hours, billed_s / 3600.0, 1e-12);
    EXPECT_NEAR(one->total_cost, 360.0 * billed_s / 3600.0 * 1 * 0.40, 1e-9);
    EXPECT_GT(one->total_cost, 360.0 * one->job_hours * 0.40); // more than the job's own hours
    const std::string reason = englishReason(*one);
    EXPECT_NE(reason.find("billed "), std::string::npos) << reason;
    EXPECT_NE(reason.find("start-up 2.00 min"), std::string::npos) << reason;
    EXPECT_NE(reason.find("rounded up to whole 60 s"), std::string::npos) << reason;
    EXPECT_NE(reason.find("rent: 360 jobs x"), std::string::npos) << reason;
    EXPECT_EQ(reason.find("assumed"), std::string::npos) << reason; // every term is the offer's
    // The JSON carries the same figures.
    const auto j = toJson(*one);
    EXPECT_DOUBLE_EQ(j.at("billing").at("billed_s").get<double>(), billed_s);
    EXPECT_DOUBLE_EQ(j.at("billed_hours").get<double>(), one->billed_hours);

    // Without terms the option says which are assumed, and bills by the started hour.
    c.offers[0].billing_increment_s.reset();
    c.offers[0].startup_s.reset();
    const Recommendation assumed = recommend(c, resolveModel(c, s), s, 10.0);
    for (const Candidate& cd : assumed.ranked)
        if (cd.gpu == "rtx-4090" && cd.count == 1) {
            const std::string r = englishReason(cd);
            EXPECT_NE(r.find("billing assumed per started 60 min, at least 60 min"), std::string::npos) << r;
            EXPECT_NE(r.find("start-up assumed 5 min"), std::string::npos) << r;
            const double hours = std::ceil((300.0 + cd.job_hours * 3600.0) / 3600.0);
            EXPECT_NEAR(cd.total_cost, 360.0 * hours * 0.40, 1e-9);
        }
}

// Buy against rent in jobs mode rents each job its billed time on each offer: 10 jobs a month of
// a job billed (start-up + job, rounded up to whole minutes) each.
TEST(CloudBilling, BuyAgainstRentRentsTheBilledHours) {
    Catalog c = test::referenceCatalog();
    c.offers = {perMinuteRtx4090()};
    Scenario s;
    s.gpu_id = "rtx-4090";
    s.host_cost = 0.0;
    s.workload.task = Task::LoRA;
    s.usage_mode = UsageMode::JobsPerMonth;
    s.jobs_per_month = 10;
    const PlanResults r = plan(c, s, PlanOptions{false, false});
    ASSERT_TRUE(r.buy_rent.selected);
    ASSERT_TRUE(r.throughput_selected && r.throughput_selected->job_hours);
    const double job_h = *r.throughput_selected->job_hours;
    const double billed_h = std::ceil((120.0 + job_h * 3600.0) / 60.0) * 60.0 / 3600.0;
    EXPECT_NEAR(r.buy_rent.rent_hours_per_month, 10 * job_h, 1e-9); // the work
    EXPECT_NEAR(r.buy_rent.selected->rent_hours_per_month, 10 * billed_h, 1e-9);
    ASSERT_TRUE(r.buy_rent.selected->billing);
    EXPECT_NEAR(r.buy_rent.selected->breakeven.rent_curve[1], 10 * billed_h * 0.40, 1e-9);
}

// In hours mode the month's hours are billed as one run (DESIGN.md, "Renting for jobs"): 100 h
// plus a 2-minute start-up, per started minute, is 6,002 min = 100.0333 h; the rent curve is
// that time at the rate; the arithmetic says so; a rate without terms stays 100 h.
TEST(CloudBilling, HoursOfUseAreBilledAsOneRunAMonth) {
    Catalog c = test::referenceCatalog();
    c.offers = {perMinuteRtx4090()};
    c.offers[0].startup_s = 90.0; // 100 h + 1.5 min, rounded up to whole minutes: 6,002 min
    Scenario s;
    s.gpu_id = "rtx-4090";
    s.host_cost = 0.0;
    s.workload.task = Task::LoRA;
    s.usage_mode = UsageMode::HoursPerMonth;
    s.hours_per_month = 100.0;
    const PlanResults r = plan(c, s, PlanOptions{false, false});
    ASSERT_TRUE(r.buy_rent.selected);
    const RentOptionResult& sel = *r.buy_rent.selected;
    const double billed_h = 6002.0 / 60.0;
    EXPECT_NEAR(r.buy_rent.rent_hours_per_month, 100.0, 1e-12); // the work
    EXPECT_NEAR(sel.rent_hours_per_month, billed_h, 1e-9);
    ASSERT_TRUE(sel.billing);
    EXPECT_TRUE(sel.month_in_one_run);
    EXPECT_DOUBLE_EQ(sel.billing->startup_s, 90.0);
    EXPECT_NEAR(sel.breakeven.rent_curve[1], billed_h * 0.40, 1e-9);
    EXPECT_EQ(billedMonthMessage(*sel.billing).english(),
              "billed 100.03 h a month, rented in one run: start-up 1.50 min + 100.00 h = 100.03 h, "
              "rounded up to whole 60 s, at least 60 s");
    EXPECT_EQ(toJson(r).at("buy_rent").at("selected").at("billed_as"), "month_in_one_run");

    // A machine that never stops is billed the month, not more.
    s.hours_per_month = 744.0;
    const PlanResults full = plan(c, s, PlanOptions{false, false});
    ASSERT_TRUE(full.buy_rent.selected);
    EXPECT_DOUBLE_EQ(full.buy_rent.selected->rent_hours_per_month, 744.0);

    // The scenario's own rate has no terms: billed as used.
    s.hours_per_month = 100.0;
    s.cloud_rate_per_gpu_hour = 0.40;
    const PlanResults own = plan(c, s, PlanOptions{false, false});
    ASSERT_TRUE(own.buy_rent.selected);
    EXPECT_FALSE(own.buy_rent.selected->billing);
    EXPECT_DOUBLE_EQ(own.buy_rent.selected->rent_hours_per_month, 100.0);
    EXPECT_EQ(toJson(own).at("buy_rent").at("selected").at("billed_as"), nullptr);
}
