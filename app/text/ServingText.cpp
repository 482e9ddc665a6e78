#include "text/ServingText.h"

#include "core/serving/ServingAccuracy.h"
#include "text/CatalogNames.h"
#include "text/Names.h"
#include "text/QtString.h"

#include <QCoreApplication>

namespace gpuplan::text {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("gpuplan::text", text);
}

} // namespace

QString servingOptionName(const ServingOption& o) {
    const QString gpus =
        o.replicas > 1
            ? tr("%1 × %2 × %3 (%1 replicas of TP %2)").arg(o.replicas).arg(o.tp).arg(gpuNameText(o.gpu_name))
            : tr("%1 × %2").arg(o.tp).arg(gpuNameText(o.gpu_name));
    return tr("%1, %2, KV %3, %4")
        .arg(gpus, precisionName(o.precision), precisionName(o.kv_precision),
             o.mode == PurchaseMode::Rent ? tr("rent") : tr("buy"));
}

QString servingOptionShortName(const ServingOption& o) {
    const QString gpus = o.replicas > 1
                             ? tr("%1 × %2 × %3").arg(o.replicas).arg(o.tp).arg(gpuNameText(o.gpu_name))
                             : tr("%1 × %2").arg(o.tp).arg(gpuNameText(o.gpu_name));
    return tr("%1, %2").arg(gpus, precisionName(o.precision));
}

QString engineText(Engine e) {
    return qs(std::string(engineName(e)));
}

// Who waits, and for what: a KV cache that is full (preemptions, or at most 2 % free) holds the
// users back; otherwise they wait in the engine's queue for the scheduler's token budget or its
// max_num_seqs (a closed loop's users not in a step), not for KV slots.
QString queueText(const ServingLoad& l, std::uint32_t replicas, const Format& f) {
    if (!(l.queued_users > 0))
        return {};
    if (l.kv_limited)
        return tr("The KV cache runs %1 requests at once: %2 users wait for a slot, each %3 before its "
                  "prompt "
                  "is read (counted in the time to first token).")
            .arg(f.number(l.concurrency * replicas), f.number(l.queued_users * replicas),
                 f.seconds(l.queue_wait_s));
    return tr("The engine runs %1 requests at once on average, its KV cache not full: %2 users wait in its "
              "queue for the scheduler, each %3 before its prompt is read (counted in the time to first "
              "token).")
        .arg(f.number(l.concurrency * replicas), f.number(l.queued_users * replicas),
             f.seconds(l.queue_wait_s));
}

QString simulationText(const ServingLoad& l, Engine e, const Format& f) {
    if (!l.simulated)
        return {};
    return tr("Simulated step by step as %1's scheduler batches the requests: a request takes %2 end to end "
              "(p95 %3); the KV cache is at most %4 % full, with %5 preemptions a request.")
        .arg(engineText(e), f.seconds(l.e2e_p50_s), f.seconds(l.e2e_p95_s),
             f.decimal(100.0 * l.kv_use_peak, 0), f.decimal(l.preemptions_per_request, 2));
}

QString accuracyText(Engine e, const Format& f) {
    // Through the formatter's translation: the command line's for `serve`, the application's for
    // the Serving tab and the report.
    if (!validatedUnderLoad(e))
        return f
            .translated("gpuplan::text",
                        QT_TRANSLATE_NOOP("gpuplan::text", "No published run under load measures %1: its "
                                                           "latencies are the step model's alone."))
            .arg(engineText(e));
    return f
        .translated(
            "gpuplan::text",
            QT_TRANSLATE_NOOP("gpuplan::text",
                              "Accuracy: against %1 published runs of %2 sources, the simulated latencies "
                              "are off by a median %3 (time to first token) and %4 (time per output "
                              "token); runs of your own in the catalog calibrate them."))
        .arg(f.grouped(kServingAccuracy.runs))
        .arg(kServingAccuracy.sources)
        .arg(f.percent(kServingAccuracy.ttft_median_error), f.percent(kServingAccuracy.tpot_median_error));
}

} // namespace gpuplan::text
