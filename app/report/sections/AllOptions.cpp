// The appendix of the procurement report: every fitting option, in the order the objective
// ranked them (issue 37: it said "cheapest first" above a list ranked fastest first).
#include "report/PlanReport.h"

#include "core/plan/Planner.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"
#include "text/CostText.h"

namespace gpuplan::report {

namespace {

// The appendix's title: the order of its rows, as the objective ranked them.
QString appendixTitle(Objective objective) {
    switch (objective) {
    case Objective::Fastest:
        return PlanReport::tr("Appendix: every option, fastest first");
    case Objective::Value:
        return PlanReport::tr("Appendix: every option, most work for the money first");
    case Objective::Serving:
        return PlanReport::tr("Appendix: every way to serve the traffic, the cheapest that meets the targets "
                              "first");
    case Objective::Cheapest:
        break;
    }
    return PlanReport::tr("Appendix: every option, cheapest first");
}

// Which of the fitting options the table lists: all of them, or the first ones in that order.
QString appendixShare(Objective objective, std::size_t shown, std::size_t fitting,
                      const QString& fitting_text) {
    const int n = static_cast<int>(shown);
    if (shown >= fitting)
        return PlanReport::tr("all %n fitting option(s)", nullptr, n);
    switch (objective) {
    case Objective::Fastest:
        return PlanReport::tr("the %n fastest of %1 fitting options", nullptr, n).arg(fitting_text);
    case Objective::Value:
        return PlanReport::tr("the %n with the most work for the money of %1 fitting options", nullptr, n)
            .arg(fitting_text);
    case Objective::Serving:
        return PlanReport::tr("the first %n of %1 ways to serve the traffic", nullptr, n).arg(fitting_text);
    case Objective::Cheapest:
        break;
    }
    return PlanReport::tr("the %n cheapest of %1 fitting options", nullptr, n).arg(fitting_text);
}

} // namespace

void PlanReport::allOptions(ReportDocument& doc) const {
    const Recommendation& rec = results_.recommendation;
    if (rec.ranked.empty())
        return;
    doc.addPageBreak();
    doc.addHeading(appendixTitle(rec.objective));
    ReportTable t;
    t.header = {tr("#"),
                tr("Option"),
                tr("Layout and precision"),
                tr("Memory per GPU"),
                tr("Total over %1 months").arg(scenario_.horizon_months),
                tr("Time per job")};
    align(t, "RLLRRR");
    int i = 0;
    for (const Candidate& c : rec.ranked) {
        ++i;
        t.rows.append({QString::number(i), candidateName(c), candidateLayout(c),
                       tr("%1 of %2")
                           .arg(format_.memoryText(static_cast<double>(c.per_gpu_bytes)),
                                format_.memoryText(static_cast<double>(c.capacity_bytes), 0)),
                       money(c.total_cost), text::jobTimeText(c, format_)});
    }
    t.highlighted_row = 0;
    t.caption =
        tr("Table: %1 (the scenario's constraints: at most %2). A rented option's time billed a job, "
           "start-up and the provider's minimum and increment included, follows its time in brackets.")
            .arg(appendixShare(rec.objective, rec.ranked.size(), rec.fitting, format_.grouped(rec.fitting)),
                 format_.gpus(static_cast<int>(scenario_.constraints.max_gpus)));
    doc.addTable(t);
}

} // namespace gpuplan::report
