#include "gui/tabs/ModelsOnGpuTab.h"

#include "gui/parts/ResultTable.h"
#include "gui/parts/UiFormat.h"
#include "gui/scenario/PlanSession.h"
#include "text/Names.h"
#include "text/QtString.h"

#include "core/plan/ModelsOnGpu.h"
#include "text/CatalogNames.h"

#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace gpuplan::gui {

namespace {
using text::qs;
} // namespace

ModelsOnGpuTab::ModelsOnGpuTab(PlanSession* session, QWidget* parent)
    : QWidget(parent), session_(session), summary_(new QLabel(this)),
      table_(new ResultTable(QStringLiteral("modelsOnGpuTable"), this)) {
    setObjectName(QStringLiteral("modelsOnGpuTab"));
    summary_->setObjectName(QStringLiteral("modelsOnGpuSummary"));
    summary_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(summary_);
    layout->addWidget(table_, 1);
}

void ModelsOnGpuTab::refresh() {
    table_->setHeaders({tr("Model"), tr("Parameters"), tr("Best precision that fits"),
                        uiFormat().withMemoryUnit(tr("Need per GPU (%1)")), tr("Longest context (tokens)"),
                        tr("Largest batch (sequences)"), tr("Decode (tokens/s)"), tr("Layers on GPU")});
    const Scenario& s = session_->scenario();
    const GpuSpec* gpu = session_->catalog().findGpu(s.gpu_id);
    const std::vector<ModelOnGpu>& models = session_->modelsOnGpu();
    const bool inference = s.workload.task == Task::Inference;
    int fitting = 0;
    QList<QList<TableCell>> rows;
    QStringList keys;
    for (const ModelOnGpu& m : models) {
        const auto tone = m.precision ? TableCell::Tone::Good : TableCell::Tone::Bad;
        QString layers = QStringLiteral("–");
        double layers_sort = -1;
        QString decode = QStringLiteral("–");
        double decode_sort = -1;
        if (m.decode_tokens_per_s) {
            decode = uiFormat().decimal(*m.decode_tokens_per_s, 1);
            decode_sort = *m.decode_tokens_per_s;
        }
        if (m.offload) {
            layers = tr("%1 of %2 (%3)")
                         .arg(m.offload->gpu_layers)
                         .arg(m.offload->layers)
                         .arg(text::precisionName(m.offload->precision));
            layers_sort = m.offload->gpu_layers;
            if (!m.precision) {
                decode = tr("%1 (rest in RAM)").arg(uiFormat().decimal(m.offload->decode_tokens_per_s, 1));
                decode_sort = m.offload->decode_tokens_per_s;
            }
        }
        if (m.precision)
            ++fitting;
        const double need = static_cast<double>(m.memory.total_bytes);
        rows.append({
            {qs(m.name), {}, qs(m.model)},
            {uiFormat().count(m.params), static_cast<qulonglong>(m.params)},
            {m.precision ? text::precisionName(*m.precision)
                         : (m.error ? tr("cannot be sized") : tr("does not fit")),
             m.precision ? 1 : 0,
             {},
             tone},
            {m.precision ? uiFormat().memory(need) : QStringLiteral("–"), m.precision ? need : 1e30},
            {m.precision ? uiFormat().decimal(static_cast<double>(m.max_seq), 0) +
                               (m.max_seq_limited_by_model ? tr(" (model limit)") : QString())
                         : QStringLiteral("–"),
             static_cast<qulonglong>(m.max_seq)},
            {m.precision ? QString::number(m.max_batch) : QStringLiteral("–"), m.max_batch},
            {decode, decode_sort},
            {layers, layers_sort},
        });
        keys.append(qs(m.model));
    }
    table_->setRows(rows, keys);
    if (!gpu) {
        summary_->setText(tr("No GPU chosen."));
        return;
    }
    QString text = tr("%1 of %2 catalog models fit on %3 × %4 for %5 at %6 tokens.")
                       .arg(fitting)
                       .arg(models.size())
                       .arg(s.gpu_count)
                       .arg(text::gpuNameText(gpu->name), text::taskName(s.workload.task))
                       .arg(uiFormat().decimal(static_cast<double>(s.workload.seq), 0));
    if (inference)
        text +=
            QLatin1Char(' ') +
            tr("Models that do not fit whole keep as many layers on the GPU as fit and the rest in system "
               "RAM, read at %1 (dual-channel DDR5-5600).")
                .arg(uiFormat().bandwidth(kDefaultHostBandwidthBytesPerS));
    summary_->setText(text);
}

} // namespace gpuplan::gui
