#pragma once

#include "core/catalog/Catalog.h"
#include "core/measured/BenchmarkFiles.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace gpuplan::gui {

// What a benchmark file holds (its runs, read by core/measured) and what it does not say, asked
// before anything is written: the GPU, the number of GPUs, the tensor parallelism, the catalog model,
// the precision of the weights or the engine, each asked only when a run of the file lacks it, and
// then given to every run of the file. Accepting the dialog means "import with these".
class BenchmarkImportDialog : public QDialog {
    Q_OBJECT
public:
    // `suggested`: what the other runs of the file say (their model, TP, precision), chosen at first.
    BenchmarkImportDialog(const measured::BenchmarkFile& file, const std::vector<measured::RunField>& missing,
                          const Catalog& catalog, const measured::RunHints& suggested,
                          QWidget* parent = nullptr);

    // The answers (empty fields for what was not asked).
    measured::RunHints hints() const;

private:
    // The constructor's steps: what the file holds, then a field for each thing it does not say.
    void addSummary(QVBoxLayout* layout, const measured::BenchmarkFile& file);
    void askWhere(QFormLayout* form, const Catalog& catalog, const measured::RunHints& suggested);
    void askWhat(QFormLayout* form, const Catalog& catalog, const measured::RunHints& suggested);

    std::vector<measured::RunField> missing_;
    QComboBox* gpu_ = nullptr;
    QSpinBox* gpus_ = nullptr;
    QSpinBox* tp_ = nullptr;
    QComboBox* model_ = nullptr;
    QComboBox* precision_ = nullptr;
    QComboBox* engine_ = nullptr;
};

} // namespace gpuplan::gui
