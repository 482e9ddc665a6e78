#include "report/ReportWords.h"

#include "core/plan/Planner.h"
#include "report/PlanReport.h"
#include "text/CatalogWords.h"
#include "text/Names.h"
#include "text/QtString.h"

namespace gpuplan::report {

using text::qs;

QString yesNo(bool v) {
    return v ? PlanReport::tr("yes") : PlanReport::tr("no");
}

QString candidateName(const Candidate& c) {
    const QString gpus = PlanReport::tr("%1 × %2").arg(c.count).arg(text::shortGpuName(c.gpu_name));
    return c.mode == PurchaseMode::Rent ? PlanReport::tr("Rent %1").arg(gpus)
                                        : PlanReport::tr("Buy %1").arg(gpus);
}

QString offerShortLabel(const Catalog& c, const RentOptionResult& o) {
    if (o.offer_id.empty())
        return PlanReport::tr("the scenario's rate");
    const CloudOffer* offer = c.findOffer(o.offer_id);
    if (!offer)
        return qs(o.label);
    QString region = text::regionText(offer->region, text::Format());
    if (const qsizetype bracket = region.indexOf(QLatin1String(" (")); bracket > 0)
        region = region.left(bracket);
    const QString what =
        PlanReport::tr("%1 %2").arg(qs(offer->provider), text::offerKindText(offer->pricing, text::Format()));
    return region.isEmpty() ? what : PlanReport::tr("%1, %2").arg(what, region);
}

QString offerLabel(const Catalog& c, const RentOptionResult& o) {
    if (o.offer_id.empty())
        return PlanReport::tr("the scenario's rate");
    const CloudOffer* offer = c.findOffer(o.offer_id);
    return offer && !offer->region.empty()
               ? PlanReport::tr("%1 (%2)").arg(text::offerLabelText(o.label, text::Format()),
                                               text::regionText(offer->region, text::Format()))
               : text::offerLabelText(o.label, text::Format());
}

QString candidateLayout(const Candidate& c) {
    if (c.serving)
        return PlanReport::tr("%1 × TP %2, %3, KV %4")
            .arg(c.serving->replicas)
            .arg(c.serving->tp)
            .arg(text::precisionName(c.precision), text::precisionName(c.serving->kv_precision));
    return PlanReport::tr("%1, %2").arg(text::strategyName(c.strategy, c.offload),
                                        text::precisionName(c.precision));
}

} // namespace gpuplan::report
