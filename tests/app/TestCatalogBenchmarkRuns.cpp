// The Benchmark runs tab of the catalog editor (schema 13): a benchmark tool's file imported through
// the dialog that asks what the file does not say, the runs in the table and in the file (read back
// by the CLI, a second process), taken back by Undo; a run edited in place, a TP that does not divide
// the GPU count refused next to the cell with the store's words.
#include "CatalogWindowFixture.h"

#include "gui/catalog/BenchmarkImportDialog.h"

#include <QComboBox>
#include <QSpinBox>

using namespace catalog_test;

namespace {
QString benchmarkFile(const char* name) {
    return QStringLiteral(GPUPLAN_TEST_DATA "/benchmark_files/") + QLatin1String(name);
}
} // namespace

TEST_F(CatalogWindowTest, ABenchmarkFileIsImportedAskingWhatItDoesNotSayAndUndoTakesItBack) {
    CatalogWindow w(path);
    w.show();
    EXPECT_EQ(w.findChild<QTabWidget*>(QStringLiteral("catalogTabs"))->tabText(CatalogWindow::BenchmarkRuns),
              QStringLiteral("Benchmark runs"));
    EXPECT_TRUE(w.findChild<QAction*>(QStringLiteral("actionImportBenchmarks")));
    EXPECT_EQ(modelOf(w, CatalogWindow::BenchmarkRuns)->rowCount(), 0); // the built-in catalog has none

    // SGLang's lines: the GPU is never in them, the second run lacks its GPU count, TP and precision.
    auto* dialog = w.importBenchmarkFile(benchmarkFile("sglang-llama-3.1-70b.jsonl"));
    ASSERT_TRUE(dialog);
    EXPECT_TRUE(dialog->findChild<QLabel*>(QStringLiteral("benchmarkImportSummary"))
                    ->text()
                    .contains(QStringLiteral("2 run(s) of SGLang bench_serving")));
    auto* gpu = dialog->findChild<QComboBox*>(QStringLiteral("benchmarkImportGpu"));
    auto* gpus = dialog->findChild<QSpinBox*>(QStringLiteral("benchmarkImportGpus"));
    auto* tp = dialog->findChild<QSpinBox*>(QStringLiteral("benchmarkImportTp"));
    auto* model = dialog->findChild<QComboBox*>(QStringLiteral("benchmarkImportModel"));
    auto* precision = dialog->findChild<QComboBox*>(QStringLiteral("benchmarkImportPrecision"));
    ASSERT_TRUE(gpu && gpus && tp && model && precision);
    EXPECT_FALSE(dialog->findChild<QComboBox*>(QStringLiteral("benchmarkImportEngine"))); // SGLang says it
    // It fits a 1024 x 700 screen.
    EXPECT_LE(dialog->sizeHint().width(), 1024);
    EXPECT_LE(dialog->sizeHint().height(), 700);
    // What run 1 says is the first choice: its model (by its Hugging Face repo), TP 8 of 8 GPUs, FP8.
    EXPECT_EQ(model->currentData().toString(), QStringLiteral("llama-3.1-70b"));
    EXPECT_EQ(tp->value(), 8);
    EXPECT_EQ(gpus->value(), 8);
    EXPECT_EQ(precision->currentData().toString(), QStringLiteral("fp8"));
    gpu->setCurrentIndex(gpu->findData(QStringLiteral("h100-sxm")));
    gpus->setValue(8);
    tp->setValue(8);
    model->setCurrentIndex(model->findData(QStringLiteral("llama-3.1-70b")));
    precision->setCurrentIndex(precision->findData(QStringLiteral("fp8")));
    const auto before = cliList(path, QStringLiteral("benchmark-runs"));
    EXPECT_TRUE(before.isEmpty());
    dialog->accept();
    QCoreApplication::processEvents();

    const auto runs = cliList(path, QStringLiteral("benchmark-runs"));
    ASSERT_EQ(runs.size(), 2);
    EXPECT_EQ(runs[0].toObject().value(QStringLiteral("gpu_id")).toString(), QStringLiteral("h100-sxm"));
    EXPECT_EQ(runs[0].toObject().value(QStringLiteral("engine_version")).toString(), QStringLiteral("0.5.5"));
    EXPECT_DOUBLE_EQ(runs[0].toObject().value(QStringLiteral("ttft_p50_ms")).toDouble(), 171.40918201766908);
    EXPECT_EQ(runs[1].toObject().value(QStringLiteral("tensor_parallel")).toInt(), 8);
    EXPECT_EQ(modelOf(w, CatalogWindow::BenchmarkRuns)->rowCount(), 2);
    EXPECT_EQ(w.findChild<QTabWidget*>(QStringLiteral("catalogTabs"))->currentIndex(),
              CatalogWindow::BenchmarkRuns);

    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_TRUE(cliList(path, QStringLiteral("benchmark-runs")).isEmpty());
    w.undoStack()->redo();
    QCoreApplication::processEvents();
    EXPECT_EQ(cliList(path, QStringLiteral("benchmark-runs")).size(), 2);

    // A file that is not a benchmark file says so, and opens no dialog.
    EXPECT_FALSE(w.importBenchmarkFile(benchmarkFile("README.md")));
    EXPECT_TRUE(w.message().contains(QStringLiteral("not JSON"))) << w.message().toStdString();
}

TEST_F(CatalogWindowTest, ABenchmarkRunIsEditedInPlaceAndABadTensorParallelIsRefused) {
    {
        auto store = CatalogStore::open(path.toStdString());
        gpuplan::BenchmarkRun r;
        r.engine = "vllm";
        r.model_id = "llama-3.1-8b";
        r.gpu_id = "h100-sxm";
        r.gpu_count = 2;
        r.tensor_parallel = 2;
        r.precision = "bf16";
        r.prompt_tokens = 1024;
        r.output_tokens = 128;
        r.concurrency = 16;
        r.tpot.p50_ms = 8.9;
        r.date = "2026-11-30";
        r.source = "test";
        store.add(r);
    }
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::BenchmarkRuns);
    auto* view = w.tableView(CatalogWindow::BenchmarkRuns);
    ASSERT_EQ(modelOf(w, CatalogWindow::BenchmarkRuns)->rowCount(), 1);
    const QModelIndex row = view->model()->index(0, 0);
    const QModelIndex tp = cell(w, CatalogWindow::BenchmarkRuns, row, QStringLiteral("tensor_parallel"));
    typeInto(view, tp, QStringLiteral("3"));
    ASSERT_TRUE(w.cellMessage()->isVisible());
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("tensor_parallel 3 must divide gpu_count 2")))
        << w.cellMessage()->text().toStdString();
    EXPECT_EQ(cliList(path, QStringLiteral("benchmark-runs"))[0]
                  .toObject()
                  .value(QStringLiteral("tensor_parallel"))
                  .toInt(),
              2);
    const QModelIndex tpot =
        cell(w, CatalogWindow::BenchmarkRuns, view->model()->index(0, 0), QStringLiteral("tpot_p50_ms"));
    typeInto(view, tpot, QStringLiteral("9.4"));
    EXPECT_DOUBLE_EQ(cliList(path, QStringLiteral("benchmark-runs"))[0]
                         .toObject()
                         .value(QStringLiteral("tpot_p50_ms"))
                         .toDouble(),
                     9.4);
    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_DOUBLE_EQ(cliList(path, QStringLiteral("benchmark-runs"))[0]
                         .toObject()
                         .value(QStringLiteral("tpot_p50_ms"))
                         .toDouble(),
                     8.9);
}
