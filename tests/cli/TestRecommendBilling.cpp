// `recommend` bills each rented job as its offer's provider bills a start (issue 37 item 3): the
// billed time is in the table, the reason (its arithmetic) and --json; and a baseboard kit
// bought says the host priced around it (issue 37 item 1). On the default catalog.
#include "CliRunner.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cctype>
#include <cmath>
#include <sstream>
#include <string>
#include <vector>

using gpuplan::test::runCli;

// Renting one RTX 4090 on Vast.ai: per-second billing (its pricing page, 2026-10-07), no
// start-up published (300 s assumed): billed = ceil(300 + job seconds), and the total is
// jobs over 36 months x billed hours x GPUs x the rate (0.40 USD at the catalog's rate).
TEST(RecommendBilling, RentedJobsAreBilledByTheOffersTerms) {
    const auto r =
        runCli("recommend --model llama-3.1-8b --task lora --mode rent --top 1000 --json", "", false);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    int seen = 0;
    for (const auto& c : j.at("ranked")) {
        ASSERT_EQ(c.at("mode"), "rent");
        const auto& b = c.at("billing");
        ASSERT_FALSE(b.is_null()) << c.at("offer");
        const double job_s = c.at("job_hours").get<double>() * 3600.0;
        EXPECT_NEAR(b.at("job_s").get<double>(), job_s, 1e-6);
        EXPECT_NEAR(c.at("billed_hours").get<double>() * 3600.0, b.at("billed_s").get<double>(), 1e-6);
        EXPECT_GE(b.at("billed_s").get<double>(), b.at("minimum_s").get<double>());
        EXPECT_GE(b.at("billed_s").get<double>() + 1e-6, job_s + b.at("startup_s").get<double>());
        if (c.at("offer") != "vast.ai-1x-rtx-4090-germany-on-demand")
            continue;
        ++seen;
        EXPECT_EQ(b.at("increment_s").get<double>(), 1.0);
        EXPECT_EQ(b.at("startup_s").get<double>(), 300.0);
        EXPECT_TRUE(b.at("startup_assumed").get<bool>());
        EXPECT_FALSE(b.at("terms_assumed").get<bool>());
        EXPECT_DOUBLE_EQ(b.at("billed_s").get<double>(), std::ceil(300.0 + job_s - 1e-9));
        const std::string reason = c.at("reason");
        EXPECT_NE(reason.find("billed "), std::string::npos) << reason;
        EXPECT_NE(reason.find("start-up assumed 5 min"), std::string::npos) << reason;
        EXPECT_EQ(reason.find("billing assumed"), std::string::npos) << reason;
        EXPECT_NE(reason.find("rent: 36 jobs x"), std::string::npos) << reason;
    }
    EXPECT_EQ(seen, 1);
    // The table: a billed-hours column beside the hours of a job, and the reasons' arithmetic.
    const auto text = runCli("recommend --model llama-3.1-8b --task lora --mode rent --top 3", "", false);
    ASSERT_EQ(text.code, 0) << text.out;
    EXPECT_NE(text.out.find("billed h/job"), std::string::npos) << text.out;
    EXPECT_NE(text.out.find("rounded up to whole"), std::string::npos) << text.out;
}

// Intel's Gaudi 2 kit (65,000 USD, Computex 2024) bought with the catalog's OAM host (32,010 USD):
// the option's reason says the host, and --json its id and cost.
TEST(RecommendBilling, ABaseboardKitIsBoughtWithItsHost) {
    const auto r =
        runCli("recommend --model llama-3.1-8b --task inference --mode buy --top 1000 --json", "", false);
    ASSERT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out);
    int kits = 0;
    for (const auto& c : j.at("ranked")) {
        if (c.at("system") != "gaudi2-kit-8")
            continue;
        ++kits;
        EXPECT_EQ(c.at("host_system"), "oam-host-8gpu-estimate");
        EXPECT_FALSE(c.at("host_missing").get<bool>());
        // In EUR at the catalog's USD rate: the host's share of the system cost.
        EXPECT_GT(c.at("host_cost").get<double>(), 0.0);
        EXPECT_NEAR(c.at("system_cost").get<double>() / c.at("host_cost").get<double>(), 97010.0 / 32010.0,
                    1e-9);
        EXPECT_NE(c.at("reason").get<std::string>().find(
                      "Host server for an 8-GPU OAM baseboard (estimate) as host"),
                  std::string::npos)
            << c.at("reason");
    }
    EXPECT_GE(kits, 1);
}

// Issue 37 item 6: each reason `recommend` prints says the age of the price it rests on, flagged
// past 12 months as the window and the report flag it (GPU_PLANNER_TODAY moves "today").
TEST(RecommendBilling, EachReasonSaysTheAgeOfItsPrice) {
    const std::string args = "recommend --model llama-3.1-8b --task lora --mode buy --top 3";
    const auto reasons = [](const std::string& out) {
        std::vector<std::string> lines;
        std::istringstream in(out);
        for (std::string line; std::getline(in, line);)
            if (line.rfind("  ", 0) == 0 && line.size() > 4 &&
                std::isdigit(static_cast<unsigned char>(line[2])) && line.find(". ") != std::string::npos)
                lines.push_back(line);
        return lines;
    };
    const auto later = runCli(args, "GPU_PLANNER_TODAY=2035-01-01");
    ASSERT_EQ(later.code, 0) << later.out;
    const auto stale = reasons(later.out);
    ASSERT_GE(stale.size(), 3u) << later.out; // the ranked list, then the Pareto front
    for (const std::string& line : stale)
        EXPECT_TRUE(line.find(", over 12 months old)") != std::string::npos ||
                    line.ends_with("(undated price)"))
            << line;
    // On the first price's own date it is not flagged.
    const std::string& first = stale.front();
    const auto at = first.rfind("(price of ");
    ASSERT_NE(at, std::string::npos) << first;
    const std::string date = first.substr(at + 10, 10);
    const auto same_day = runCli(args, "GPU_PLANNER_TODAY=" + date);
    ASSERT_EQ(same_day.code, 0) << same_day.out;
    const auto fresh = reasons(same_day.out);
    ASSERT_FALSE(fresh.empty());
    EXPECT_TRUE(fresh.front().ends_with("(price of " + date + ")")) << fresh.front();
}
