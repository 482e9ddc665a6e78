// The appendix of the procurement report: every fitting option, cheapest first.
#include "report/PlanReport.h"

#include "core/Planner.h"
#include "report/ReportWords.h"
#include "report/sections/SectionParts.h"

namespace gpuplan::report {

void PlanReport::allOptions(ReportDocument& doc) const {
    const Recommendation& rec = results_.recommendation;
    if (rec.ranked.empty())
        return;
    doc.addPageBreak();
    doc.addHeading(tr("Appendix: every option, cheapest first"));
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
                       money(c.total_cost), format_.hours(c.job_hours)});
    }
    t.highlighted_row = 0;
    t.caption =
        tr("Table: the %1 cheapest of %2 fitting options (the scenario's constraints: at most %3 GPUs).")
            .arg(rec.ranked.size())
            .arg(rec.fitting)
            .arg(scenario_.constraints.max_gpus);
    doc.addTable(t);
}

} // namespace gpuplan::report
