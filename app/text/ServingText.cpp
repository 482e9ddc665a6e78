#include "text/ServingText.h"

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
            ? tr("%1 × %2 × %3 (%1 replicas of TP %2)").arg(o.replicas).arg(o.tp).arg(qs(o.gpu_name))
            : tr("%1 × %2").arg(o.tp).arg(qs(o.gpu_name));
    return tr("%1, %2, KV %3, %4")
        .arg(gpus, precisionName(o.precision), precisionName(o.kv_precision),
             o.mode == PurchaseMode::Rent ? tr("rent") : tr("buy"));
}

QString engineText(Engine e) {
    return qs(std::string(engineName(e)));
}

QString queueText(const ServingLoad& l, std::uint32_t replicas, const Format& f) {
    if (!(l.queued_users > 0))
        return {};
    return tr("The KV cache runs %1 requests at once: %2 users wait for a slot, each %3 before its prompt is "
              "read (counted in the time to first token).")
        .arg(f.number(l.concurrency * replicas), f.number(l.queued_users * replicas),
             f.seconds(l.queue_wait_s));
}

} // namespace gpuplan::text
