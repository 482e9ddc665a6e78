#include "cli/ServingRanking.h"

#include "cli/CliText.h"
#include "cli/Table.h"
#include "text/CoreText.h"
#include "text/Format.h"
#include "text/Names.h"

#include <fmt/format.h>

#include <ostream>

namespace gpuplan::cli {

namespace {

std::string money(double v, const std::string& cur) {
    return text::Format::commandLine().amount(v, cur, 0).toStdString();
}

} // namespace

void printServingCandidates(std::ostream& out, const std::vector<Candidate>& list, const std::string& cur) {
    Table t({"#", translate("Plan", "GPU"), translate("Plan", "count"), translate("Plan", "replicas x TP"),
             translate("Plan", "precision"), translate("Plan", "KV"), translate("Plan", "mode"),
             translate("Plan", "tok/s/user"), translate("Plan", "TTFT p95 (ms)"),
             translate("Plan", "a month"), translate("Plan", "per M tokens"), translate("Plan", "targets")});
    int i = 1;
    for (const auto& c : list) {
        if (!c.serving)
            continue;
        const Candidate::Serving& v = *c.serving;
        t.add({std::to_string(i++), c.gpu, std::to_string(c.count), formatLocal("{} x {}", v.replicas, v.tp),
               std::string(precisionInfo(c.precision).id), std::string(precisionInfo(v.kv_precision).id),
               text::purchaseModeWord(c.mode), formatLocal("{:.1f}", v.tokens_per_s_per_user),
               formatLocal("{:.0f}", v.ttft_p95_s * 1000.0), money(v.monthly_cost, cur),
               formatLocal("{:.3f}", v.per_million_blended),
               v.meets ? translate("Plan", "met") : translate("Plan", "missed")});
    }
    t.print(out);
    out << "\n";
    i = 1;
    for (const auto& c : list)
        out << fmt::format("  {}. {}\n", i++, text::cliReason(c));
}

std::string servingTrafficText(const ServingSettings& s) {
    const std::string load =
        s.requests_per_s ? formatLocal(translate("Plan", "{:g} requests per second"), *s.requests_per_s)
                         : formatLocal(translate("Plan", "{} concurrent user(s)"), s.users.value_or(1));
    return formatLocal(translate("Plan", "{}, {} tokens in and {} out a request"), load, s.prompt_tokens,
                       s.output_tokens);
}

} // namespace gpuplan::cli
