#include "gui/catalog/BenchmarkImportDialog.h"

#include "text/QtString.h"

#include "core/model/Precision.h"
#include "core/serving/ServingEngine.h"
#include "text/CatalogNames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace gpuplan::gui {

using text::qs;

namespace {

bool asks(const std::vector<measured::RunField>& missing, measured::RunField f) {
    return std::find(missing.begin(), missing.end(), f) != missing.end();
}

QComboBox* combo(const QString& name, QWidget* parent) {
    auto* box = new QComboBox(parent);
    box->setObjectName(name);
    box->setMinimumContentsLength(24);
    box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    return box;
}

// Chooses the item of `data` when the box has one.
void select(QComboBox* box, const std::string& data) {
    const int i = data.empty() ? -1 : box->findData(qs(data));
    if (i >= 0)
        box->setCurrentIndex(i);
}

QSpinBox* spin(const QString& name, QWidget* parent) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(name);
    box->setRange(1, 1024);
    return box;
}

} // namespace

BenchmarkImportDialog::BenchmarkImportDialog(const measured::BenchmarkFile& file,
                                             const std::vector<measured::RunField>& missing,
                                             const Catalog& catalog, const measured::RunHints& suggested,
                                             QWidget* parent)
    : QDialog(parent), missing_(missing) {
    setObjectName(QStringLiteral("benchmarkImportDialog"));
    setWindowTitle(tr("Import benchmark results"));
    auto* layout = new QVBoxLayout(this);
    addSummary(layout, file);
    auto* form = new QFormLayout;
    if (!missing.empty()) {
        auto* ask = new QLabel(
            tr("The file does not say what follows; your answers apply to every run of it:"), this);
        ask->setWordWrap(true);
        layout->addWidget(ask);
    } else {
        layout->addWidget(new QLabel(tr("The file says everything a run needs."), this));
    }
    askWhere(form, catalog, suggested);
    askWhat(form, catalog, suggested);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMaximumWidth(900);
}

// What the file holds: its runs, and what of it cannot be imported.
void BenchmarkImportDialog::addSummary(QVBoxLayout* layout, const measured::BenchmarkFile& file) {
    auto* summary = new QLabel(tr("%1: %n run(s) of %2.", "", static_cast<int>(file.runs.size()))
                                   .arg(qs(file.name), qs(std::string(measured::formatName(file.format)))),
                               this);
    summary->setObjectName(QStringLiteral("benchmarkImportSummary"));
    summary->setWordWrap(true);
    layout->addWidget(summary);
    if (!file.skipped.empty()) {
        QStringList skipped;
        for (const auto& s : file.skipped)
            skipped << qs(s);
        auto* label = new QLabel(tr("Not imported: %1").arg(skipped.join(QStringLiteral("; "))), this);
        label->setObjectName(QStringLiteral("benchmarkImportSkipped"));
        label->setWordWrap(true);
        layout->addWidget(label);
    }
}

// Where the runs ran, when the file does not say: the GPU, how many, their tensor parallelism.
void BenchmarkImportDialog::askWhere(QFormLayout* form, const Catalog& catalog,
                                     const measured::RunHints& suggested) {
    using measured::RunField;
    if (asks(missing_, RunField::Gpu)) {
        gpu_ = combo(QStringLiteral("benchmarkImportGpu"), this);
        for (const auto& g : catalog.gpus)
            gpu_->addItem(QStringLiteral("%1 (%2)").arg(text::gpuNameText(g.name), qs(g.id)), qs(g.id));
        select(gpu_, suggested.gpu_id);
        form->addRow(tr("GPU:"), gpu_);
    }
    if (asks(missing_, RunField::GpuCount)) {
        gpus_ = spin(QStringLiteral("benchmarkImportGpus"), this);
        gpus_->setValue(static_cast<int>(suggested.gpu_count.value_or(1)));
        form->addRow(tr("Number of GPUs:"), gpus_);
    }
    if (asks(missing_, RunField::TensorParallel)) {
        tp_ = spin(QStringLiteral("benchmarkImportTp"), this);
        tp_->setValue(static_cast<int>(suggested.tensor_parallel.value_or(1)));
        form->addRow(tr("Tensor parallel:"), tp_);
    }
}

// What ran, when the file does not say: the catalog model, its precision, the engine.
void BenchmarkImportDialog::askWhat(QFormLayout* form, const Catalog& catalog,
                                    const measured::RunHints& suggested) {
    using measured::RunField;
    if (asks(missing_, RunField::Model)) {
        model_ = combo(QStringLiteral("benchmarkImportModel"), this);
        for (const auto& m : catalog.models)
            model_->addItem(QStringLiteral("%1 (%2)").arg(qs(m.spec.name.empty() ? m.spec.id : m.spec.name),
                                                          qs(m.spec.id)),
                            qs(m.spec.id));
        select(model_, suggested.model_id);
        form->addRow(tr("Model:"), model_);
    }
    if (asks(missing_, RunField::Precision)) {
        precision_ = combo(QStringLiteral("benchmarkImportPrecision"), this);
        for (const auto& p : allPrecisions())
            precision_->addItem(qs(std::string(p.label)), qs(std::string(p.id)));
        precision_->setCurrentIndex(precision_->findData(QStringLiteral("bf16")));
        select(precision_, suggested.precision);
        form->addRow(tr("Precision of the weights:"), precision_);
    }
    if (asks(missing_, RunField::Engine)) {
        engine_ = combo(QStringLiteral("benchmarkImportEngine"), this);
        for (const Engine e : engines())
            engine_->addItem(qs(std::string(engineName(e))), qs(std::string(engineId(e))));
        form->addRow(tr("Engine:"), engine_);
    }
}

measured::RunHints BenchmarkImportDialog::hints() const {
    measured::RunHints h;
    if (gpu_)
        h.gpu_id = gpu_->currentData().toString().toStdString();
    if (gpus_)
        h.gpu_count = static_cast<std::uint32_t>(gpus_->value());
    if (tp_)
        h.tensor_parallel = static_cast<std::uint32_t>(tp_->value());
    if (model_)
        h.model_id = model_->currentData().toString().toStdString();
    if (precision_)
        h.precision = precision_->currentData().toString().toStdString();
    if (engine_)
        h.engine = engine_->currentData().toString().toStdString();
    return h;
}

} // namespace gpuplan::gui
