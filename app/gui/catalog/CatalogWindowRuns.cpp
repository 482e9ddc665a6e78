// The catalog editor's import of a team's measured serving runs: a benchmark tool's file read
// (core/measured/BenchmarkFiles.h), what it does not say asked in a small dialog, and its runs added
// in one edit that Undo takes back.
#include "gui/catalog/BenchmarkImportDialog.h"
#include "gui/catalog/CatalogWindow.h"

#include "text/QtString.h"

#include "core/base/BoundedRead.h"
#include "core/base/Error.h"
#include "core/base/Limits.h"
#include "database/CatalogTables.h"

#include <QFileInfo>

#include <algorithm>
#include <memory>

namespace gpuplan::gui {

using text::qs;

BenchmarkImportDialog* CatalogWindow::importBenchmarkFile(const QString& path) {
    measured::BenchmarkFile file;
    Catalog catalog;
    std::vector<measured::RunField> missing;
    try {
        const std::string text =
            readBoundedFile(path.toStdString(), limits::kMaxCatalogImportBytes, path.toStdString());
        file = measured::readBenchmarkFile(text, QFileInfo(path).fileName().toStdString());
        catalog = store_->load();
        for (const auto& run : file.runs)
            for (const auto f : measured::missingFields(run, catalog, {}))
                if (std::find(missing.begin(), missing.end(), f) == missing.end())
                    missing.push_back(f);
    } catch (const InputError& e) {
        showMessage(tr("Not imported: %1").arg(qs(e.what())), true);
        return nullptr;
    }
    std::sort(missing.begin(), missing.end());
    // What the runs that say it say: the first choice of the dialog's fields.
    measured::RunHints guess;
    for (const auto& run : file.runs) {
        if (guess.model_id.empty())
            guess.model_id = measured::matchModel(catalog, run.model_name);
        if (guess.gpu_id.empty())
            guess.gpu_id = measured::matchGpu(catalog, run.gpu_name);
        if (guess.precision.empty())
            guess.precision =
                !run.run.precision.empty() ? run.run.precision : measured::precisionInName(run.model_name);
        if (!guess.gpu_count && run.run.gpu_count > 0)
            guess.gpu_count = run.run.gpu_count;
        if (!guess.tensor_parallel && run.run.tensor_parallel > 0)
            guess.tensor_parallel = run.run.tensor_parallel;
    }
    auto* dialog = new BenchmarkImportDialog(file, missing, catalog, guess, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog, file] { addBenchmarkRuns(file, dialog->hints()); });
    dialog->open();
    return dialog;
}

bool CatalogWindow::addBenchmarkRuns(const measured::BenchmarkFile& file, const measured::RunHints& hints) {
    std::vector<BenchmarkRun> runs;
    try {
        runs = measured::completeRuns(file, store_->load(), hints, tables::today());
    } catch (const InputError& e) {
        showMessage(tr("Not imported: %1").arg(qs(e.what())), true);
        return false;
    }
    // The ids the store gives the runs, for Undo to delete them.
    auto ids = std::make_shared<std::vector<std::int64_t>>();
    CatalogStore* store = store_.get();
    CatalogEdit edit;
    edit.apply = [store, runs, ids] { *ids = store->addAll(runs); };
    edit.revert = [store, ids] {
        for (auto it = ids->rbegin(); it != ids->rend(); ++it)
            if (const auto row = store->findBenchmarkRun(*it))
                store->deleteBenchmarkRun(*it, row->revision);
    };
    const auto result = runEdit(
        [&edit] { return std::vector<CatalogEdit>{edit}; },
        tr("Import %n benchmark run(s) from %1", "", static_cast<int>(runs.size())).arg(qs(file.name)));
    if (!result.saved())
        return false;
    showTable(BenchmarkRuns);
    return true;
}

} // namespace gpuplan::gui
