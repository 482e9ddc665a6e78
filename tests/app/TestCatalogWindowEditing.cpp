// The catalog editor's cells: every stored column edited in place through its real
// cell editors (line edits, combo boxes, check boxes), new rows, refused values, the
// currencies and the price history, on a real SQLite file (CatalogWindowFixture.h).
// What reached the file is read back independently: by the gpu-planner CLI (a second
// process) or a second CatalogStore connection; "nothing written" is checked on the
// file's bytes (the database and its WAL).
#include "CatalogWindowFixture.h"
#include "GuiFixture.h"
#include "charts/ChartView.h"
#include "core/Planner.h"
#include "core/Scenario.h"
#include "database/CatalogStore.h"
#include "gui/catalog/PriceHistoryWidget.h"

#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QUndoStack>
#include <QValueAxis>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>

using namespace gpuplan::test;
using gpuplan::CatalogStore;
using CatalogWindowTest = CatalogFixture;

// A price added through the editor (Add, typed into the new row's cells) is in
// the file, and in the main window's break-even result at once.
using CatalogEditorInMainWindow = gpuplan::test::GuiFixture;
TEST_F(CatalogEditorInMainWindow, AddedPriceReachesTheFileAndTheBreakEven) {
    gpuplan::Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.currency = "EUR";
    session->edit(s, QStringLiteral("test"));
    ASSERT_TRUE(session->results().buy_rent.available);
    ASSERT_NE(session->results().buy_rent.buy.gpu_price_each, 1234);

    find<QAction>("actionEditCatalog")->trigger();
    CatalogWindow* w = window->catalogWindow();
    ASSERT_NE(w, nullptr);
    const QString db = session->catalogPath();
    auto* view = w->tableView(CatalogWindow::Prices);
    w->showTable(CatalogWindow::Prices);
    view->setCurrentIndex(
        findRow(*w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090")));
    w->findChild<QAction*>(QStringLiteral("actionAddRow"))->trigger();

    // A new row of that GPU, dated today, with the cursor in its amount.
    const QModelIndex amount = draftCell(*w, CatalogWindow::Prices, QStringLiteral("amount"));
    ASSERT_TRUE(amount.isValid());
    EXPECT_EQ(view->currentIndex(), amount);
    EXPECT_NE(openEditor<QLineEdit>(view), nullptr);
    EXPECT_EQ(draftCell(*w, CatalogWindow::Prices, QStringLiteral("gpu_id")).data().toString(),
              QStringLiteral("rtx-4090"));
    EXPECT_EQ(draftCell(*w, CatalogWindow::Prices, QStringLiteral("date")).data().toString(), today());

    const QByteArray before = fileBytes(db);
    typeInto(view, amount, QStringLiteral("1234"));
    // Not in the file yet: the store still wants a source, and says so next to that cell.
    EXPECT_EQ(fileBytes(db), before);
    const QModelIndex source = draftCell(*w, CatalogWindow::Prices, QStringLiteral("source"));
    ASSERT_TRUE(source.isValid());
    EXPECT_TRUE(
        source.data(CatalogTableModel::ErrorRole).toString().contains(QStringLiteral("must not be empty")));
    EXPECT_TRUE(w->cellMessage()->isVisible());
    EXPECT_TRUE(w->cellMessage()->text().contains(QStringLiteral("source")))
        << w->cellMessage()->text().toStdString();

    typeInto(view, source, QStringLiteral("shop quote, test"));
    EXPECT_FALSE(
        draftCell(*w, CatalogWindow::Prices, QStringLiteral("amount")).isValid()); // saved: no new row left

    bool found = false;
    for (const auto& v : cliList(db, QStringLiteral("prices"))) {
        const QJsonObject p = v.toObject();
        found = found ||
                (p[QStringLiteral("gpu_id")] == QStringLiteral("rtx-4090") &&
                 p[QStringLiteral("amount")].toDouble() == 1234 && p[QStringLiteral("date")] == today() &&
                 p[QStringLiteral("source")] == QStringLiteral("shop quote, test"));
    }
    EXPECT_TRUE(found) << "the CLI does not list the new price";

    const auto& buy_rent = session->results().buy_rent;
    ASSERT_TRUE(buy_rent.available);
    EXPECT_DOUBLE_EQ(buy_rent.buy.gpu_price_each, 1234);
    ASSERT_TRUE(buy_rent.selected.has_value());
    EXPECT_DOUBLE_EQ(buy_rent.selected->breakeven.guide_roi_months,
                     1234 / (buy_rent.selected->rate_per_hour * s.hours_per_month));
}

// A GPU spec edited in the editor is in the Fit results at once.
TEST_F(CatalogEditorInMainWindow, EditedVramReachesTheFitResults) {
    find<QAction>("actionEditCatalog")->trigger();
    CatalogWindow* w = window->catalogWindow();
    ASSERT_NE(w, nullptr);
    auto fitRow = [this](const std::string& gpu) -> const gpuplan::GpuFitRow* {
        for (const auto& r : session->results().fit)
            if (r.gpu == gpu)
                return &r;
        return nullptr;
    };
    const gpuplan::GpuFitRow* before = fitRow("rtx-4090");
    ASSERT_NE(before, nullptr);
    const std::uint64_t capacity_before = before ? before->capacity_bytes : 0;
    const QModelIndex gpu =
        findRow(*w, CatalogWindow::Gpus, QStringLiteral("id"), QStringLiteral("rtx-4090"));
    ASSERT_TRUE(gpu.isValid());
    typeInto(w->tableView(CatalogWindow::Gpus),
             cell(*w, CatalogWindow::Gpus, gpu, QStringLiteral("vram_bytes")), QStringLiteral("48"));
    EXPECT_EQ(cliRow(session->catalogPath(), QStringLiteral("gpus"), QStringLiteral("rtx-4090"))
                  .value(QStringLiteral("vram_bytes"))
                  .toDouble(),
              48.0 * 1024 * 1024 * 1024);
    const gpuplan::GpuFitRow* after = fitRow("rtx-4090");
    ASSERT_NE(after, nullptr);
    EXPECT_GT(after ? after->capacity_bytes : 0, capacity_before);
}

TEST_F(CatalogWindowTest, NegativePriceIsRefusedNextToTheCellAndTheFileIsUnchanged) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::Prices);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row =
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090"));
    ASSERT_TRUE(row.isValid());
    const QString id = row.data().toString();
    const QModelIndex amount = cell(w, CatalogWindow::Prices, row, QStringLiteral("amount"));
    const QString old_amount = amount.data().toString();
    const QByteArray before = fileBytes(path);

    typeInto(view, amount, QStringLiteral("-5"));

    EXPECT_EQ(fileBytes(path), before); // byte for byte
    // The store's own message, next to the cell, and the cell marked.
    QLabel* bubble = w.cellMessage();
    ASSERT_TRUE(bubble->isVisible());
    EXPECT_TRUE(bubble->text().contains(QStringLiteral("amount must be positive, got -5")))
        << bubble->text().toStdString();
    const QModelIndex now =
        cell(w, CatalogWindow::Prices, findRow(w, CatalogWindow::Prices, QStringLiteral("id"), id),
             QStringLiteral("amount"));
    const QRect rect = view->visualRect(now);
    EXPECT_EQ(bubble->parentWidget(), view->viewport());
    EXPECT_TRUE(bubble->geometry().top() >= rect.bottom() && bubble->geometry().top() <= rect.bottom() + 8)
        << "the message is not under the cell";
    EXPECT_LE(std::abs(bubble->geometry().left() - rect.left()), 8);
    EXPECT_TRUE(
        now.data(CatalogTableModel::ErrorRole).toString().contains(QStringLiteral("must be positive")));
    EXPECT_EQ(now.data().toString(), old_amount); // the value was refused
    EXPECT_EQ(w.undoStack()->count(), 0);
    EXPECT_EQ(cliRow(path, QStringLiteral("prices"), id).value(QStringLiteral("amount")).toDouble(),
              old_amount.toDouble());

    // The next good value is saved and the mark goes.
    typeInto(view, now, QStringLiteral("1500"));
    EXPECT_FALSE(w.cellMessage()->isVisible());
    EXPECT_EQ(cliRow(path, QStringLiteral("prices"), id).value(QStringLiteral("amount")).toDouble(), 1500);
}

TEST_F(CatalogWindowTest, EveryStoredColumnIsEditableWithUnitsInTheHeaders) {
    CatalogWindow w(path);
    for (int t = 0; t < CatalogWindow::TableCount; ++t) {
        auto* model = w.tableModel(static_cast<CatalogWindow::Table>(t));
        auto& a = model->adapter();
        ASSERT_GT(model->rowCount(), 0);
        const int row = t == CatalogWindow::Currencies ? 1 : 0; // row 0 of currencies is EUR, the reference
        for (int c = 0; c < a.columnCount(); ++c) {
            const auto& info = a.column(c);
            if (info.fields.isEmpty() || info.key)
                continue; // computed (price per GPU-hour) or the row's id
            const auto flags = model->flags(model->index(row, c));
            EXPECT_TRUE(flags & (Qt::ItemIsEditable | Qt::ItemIsUserCheckable))
                << a.title().toStdString() << ": " << info.header.toStdString() << " is not editable";
        }
    }
    // Every GPU figure the store keeps has a column, with its unit.
    QStringList gpu_fields;
    auto& gpus = w.tableModel(CatalogWindow::Gpus)->adapter();
    for (int c = 0; c < gpus.columnCount(); ++c)
        gpu_fields << gpus.column(c).fields;
    for (const char* f : {"vendor",
                          "architecture",
                          "release_year",
                          "form_factor",
                          "vram_bytes",
                          "memory_type",
                          "memory_bandwidth_bytes_per_s",
                          "fp32_flops",
                          "fp16_tensor_flops",
                          "fp16_fp32acc_tensor_flops",
                          "bf16_tensor_flops",
                          "fp8_tensor_flops",
                          "int8_tensor_ops",
                          "tdp_w",
                          "pcie_gen",
                          "pcie_lanes",
                          "fabric",
                          "fabric_bandwidth_bytes_per_s_both",
                          "software_stack",
                          "pci_vendor_id",
                          "pci_device_id",
                          "launch_msrp_usd",
                          "notes",
                          "source"})
        EXPECT_TRUE(gpu_fields.contains(QLatin1String(f))) << "no GPU column for " << f;
    QStringList model_fields;
    auto& models = w.tableModel(CatalogWindow::Models)->adapter();
    for (int c = 0; c < models.columnCount(); ++c)
        model_fields << models.column(c).fields;
    for (const char* f : {"layers",
                          "hidden",
                          "heads",
                          "kv_heads",
                          "head_dim",
                          "intermediate",
                          "ffn",
                          "vocab",
                          "tied_embeddings",
                          "max_context",
                          "learned_positions",
                          "token_types",
                          "qkv_bias",
                          "attn_out_bias",
                          "mlp_bias",
                          "norm",
                          "norms_per_layer",
                          "final_norm",
                          "embedding_norm",
                          "pooler",
                          "experts",
                          "experts_per_token",
                          "router_bias",
                          "dropout"})
        EXPECT_TRUE(model_fields.contains(QLatin1String(f))) << "no model column for " << f;
    auto header = [&](CatalogWindow::Table t, const char* field) {
        return w.tableView(t)
            ->model()
            ->headerData(columnOf(w, t, QLatin1String(field)), Qt::Horizontal)
            .toString();
    };
    EXPECT_TRUE(
        header(CatalogWindow::Gpus, "memory_bandwidth_bytes_per_s").contains(QStringLiteral("(GB/s)")));
    EXPECT_TRUE(header(CatalogWindow::Gpus, "vram_bytes").contains(QStringLiteral("(GiB)")));
    EXPECT_TRUE(header(CatalogWindow::Gpus, "fp8_tensor_flops").contains(QStringLiteral("(TFLOPS)")));
    EXPECT_TRUE(header(CatalogWindow::Gpus, "int8_tensor_ops").contains(QStringLiteral("(TOPS)")));
    EXPECT_TRUE(header(CatalogWindow::Gpus, "tdp_w").contains(QStringLiteral("(W)")));
    EXPECT_TRUE(header(CatalogWindow::Interconnects, "latency_s").contains(QStringLiteral("(µs)")));
    EXPECT_TRUE(header(CatalogWindow::Models, "max_context").contains(QStringLiteral("(tokens)")));
}

TEST_F(CatalogWindowTest, GpuFiguresBooleansAndChoicesReachTheFile) {
    CatalogWindow w(path);
    w.show();
    auto* gpus = w.tableView(CatalogWindow::Gpus);
    w.showTable(CatalogWindow::Gpus);
    const auto gpu = [&] {
        return findRow(w, CatalogWindow::Gpus, QStringLiteral("id"), QStringLiteral("rtx-4090"));
    };
    ASSERT_TRUE(gpu().isValid());
    typeInto(gpus, cell(w, CatalogWindow::Gpus, gpu(), QStringLiteral("fp8_tensor_flops")),
             QStringLiteral("700.5"));
    typeInto(gpus, cell(w, CatalogWindow::Gpus, gpu(), QStringLiteral("pcie_gen")), QStringLiteral("5"));
    typeInto(gpus, cell(w, CatalogWindow::Gpus, gpu(), QStringLiteral("pci_device_id")),
             QStringLiteral("0x2bad"));
    typeInto(gpus, cell(w, CatalogWindow::Gpus, gpu(), QStringLiteral("fabric")),
             QStringLiteral("none (test)"));
    typeInto(gpus, cell(w, CatalogWindow::Gpus, gpu(), QStringLiteral("memory_bandwidth_bytes_per_s")),
             QStringLiteral("1100"));
    // A combo box offers the store's list of form factors.
    const QModelIndex form = cell(w, CatalogWindow::Gpus, gpu(), QStringLiteral("form_factor"));
    const QStringList offered = form.data(CatalogTableModel::ChoicesRole).toStringList();
    EXPECT_TRUE(offered.contains(QStringLiteral("sxm")) && offered.contains(QStringLiteral("consumer")));
    pick(gpus, form, QStringLiteral("workstation"));
    EXPECT_EQ(w.undoStack()->count(), 6) << w.message().toStdString();

    const QJsonObject g = cliRow(path, QStringLiteral("gpus"), QStringLiteral("rtx-4090"));
    EXPECT_DOUBLE_EQ(g[QStringLiteral("fp8_tensor_flops")].toDouble(), 700.5e12);
    EXPECT_EQ(g[QStringLiteral("pcie_gen")].toInt(), 5);
    EXPECT_EQ(g[QStringLiteral("pci_device_id")].toString(), QStringLiteral("0x2bad"));
    EXPECT_EQ(g[QStringLiteral("fabric")].toString(), QStringLiteral("none (test)"));
    EXPECT_DOUBLE_EQ(g[QStringLiteral("memory_bandwidth_bytes_per_s")].toDouble(), 1100e9);
    EXPECT_EQ(g[QStringLiteral("form_factor")].toString(), QStringLiteral("workstation"));

    // A model's bias flag is a check box.
    w.showTable(CatalogWindow::Models);
    auto* models = w.tableView(CatalogWindow::Models);
    const QModelIndex llama =
        findRow(w, CatalogWindow::Models, QStringLiteral("id"), QStringLiteral("llama-2-7b"));
    ASSERT_TRUE(llama.isValid());
    const QModelIndex bias = cell(w, CatalogWindow::Models, llama, QStringLiteral("qkv_bias"));
    EXPECT_EQ(bias.data(Qt::CheckStateRole).value<Qt::CheckState>(), Qt::Unchecked);
    EXPECT_TRUE(bias.flags() & Qt::ItemIsUserCheckable);
    ASSERT_TRUE(models->model()->setData(bias, Qt::Checked, Qt::CheckStateRole)) << w.message().toStdString();
    pick(models,
         cell(w, CatalogWindow::Models,
              findRow(w, CatalogWindow::Models, QStringLiteral("id"), QStringLiteral("llama-2-7b")),
              QStringLiteral("norm")),
         QStringLiteral("layernorm"));
    const QJsonObject m = cliRow(path, QStringLiteral("models"), QStringLiteral("llama-2-7b"));
    EXPECT_TRUE(m[QStringLiteral("qkv_bias")].toBool());
    EXPECT_EQ(m[QStringLiteral("norm")].toString(), QStringLiteral("layernorm"));

    // Offers and interconnects too.
    auto* offers = w.tableView(CatalogWindow::Offers);
    const QModelIndex offer = offers->model()->index(0, 0);
    const QString offer_id = offer.data().toString();
    typeInto(offers, cell(w, CatalogWindow::Offers, offer, QStringLiteral("gpu_count")), QStringLiteral("4"));
    EXPECT_EQ(cliRow(path, QStringLiteral("offers"), offer_id)[QStringLiteral("gpu_count")].toInt(), 4);
    auto* links = w.tableView(CatalogWindow::Interconnects);
    const QModelIndex link = links->model()->index(0, 0);
    const QString link_id = link.data().toString();
    typeInto(links, cell(w, CatalogWindow::Interconnects, link, QStringLiteral("latency_s")),
             QStringLiteral("2.5"));
    EXPECT_NEAR(
        cliRow(path, QStringLiteral("interconnects"), link_id)[QStringLiteral("latency_s")].toDouble(),
        2.5e-6, 1e-15);
}

TEST_F(CatalogWindowTest, ANewGpuIsWrittenOnlyOnceTheStoreAcceptsIt) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::Gpus);
    auto* view = w.tableView(CatalogWindow::Gpus);
    const int rows = view->model()->rowCount();
    const QByteArray before = fileBytes(path);
    ASSERT_TRUE(w.addRow(CatalogWindow::Gpus));
    EXPECT_EQ(view->model()->rowCount(), rows + 1);
    EXPECT_TRUE(view->model()->index(rows, 0).data(CatalogTableModel::DraftRole).toBool()); // at the bottom
    // The cells the store still refuses are marked, with its words; the cursor is in the first one.
    for (const char* f : {"id", "vendor", "name", "vram_bytes", "memory_bandwidth_bytes_per_s", "source"})
        EXPECT_FALSE(draftCell(w, CatalogWindow::Gpus, QLatin1String(f))
                         .data(CatalogTableModel::ErrorRole)
                         .toString()
                         .isEmpty())
            << f << " is not marked";
    EXPECT_TRUE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("vendor"))
                    .data(CatalogTableModel::ErrorRole)
                    .toString()
                    .contains(QStringLiteral("vendor must not be empty")));
    EXPECT_EQ(view->currentIndex(), draftCell(w, CatalogWindow::Gpus, QStringLiteral("id")));
    EXPECT_NE(openEditor<QLineEdit>(view), nullptr);
    EXPECT_TRUE(w.cellMessage()->isVisible());

    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("id")), QStringLiteral("test-gpu"));
    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("vendor")), QStringLiteral("NVIDIA"));
    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("name")), QStringLiteral("Test GPU"));
    // A value the store refuses in the new row: said next to the cell, and the row stays unsaved.
    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("vram_bytes")), QStringLiteral("-24"));
    EXPECT_TRUE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("vram_bytes")).data().toString().isEmpty());
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("must not be negative")))
        << w.cellMessage()->text().toStdString();
    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("vram_bytes")), QStringLiteral("24"));
    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("memory_bandwidth_bytes_per_s")),
             QStringLiteral("1008"));
    // Half filled: nothing in the file; what is missing is marked.
    EXPECT_EQ(fileBytes(path), before);
    EXPECT_TRUE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("source"))
                    .data(CatalogTableModel::ErrorRole)
                    .toString()
                    .contains(QStringLiteral("source must not be empty")));
    EXPECT_TRUE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("vendor"))
                    .data(CatalogTableModel::ErrorRole)
                    .toString()
                    .isEmpty());
    EXPECT_TRUE(cliRow(path, QStringLiteral("gpus"), QStringLiteral("test-gpu")).isEmpty());

    typeInto(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("source")), QStringLiteral("a test"));
    EXPECT_FALSE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("id")).isValid());
    const QJsonObject g = cliRow(path, QStringLiteral("gpus"), QStringLiteral("test-gpu"));
    ASSERT_FALSE(g.isEmpty());
    EXPECT_EQ(g[QStringLiteral("vendor")].toString(), QStringLiteral("NVIDIA"));
    EXPECT_DOUBLE_EQ(g[QStringLiteral("vram_bytes")].toDouble(), 24.0 * 1024 * 1024 * 1024);
    EXPECT_DOUBLE_EQ(g[QStringLiteral("memory_bandwidth_bytes_per_s")].toDouble(), 1008e9);
    // Once saved, the new row is an ordinary row: undo takes it out of the file again.
    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_TRUE(cliRow(path, QStringLiteral("gpus"), QStringLiteral("test-gpu")).isEmpty());
}

TEST_F(CatalogWindowTest, ANewRowCanBeDiscardedAndAnExistingIdIsRefused) {
    CatalogWindow w(path);
    const QByteArray before = fileBytes(path);
    auto* view = w.tableView(CatalogWindow::Gpus);
    const QModelIndex original =
        findRow(w, CatalogWindow::Gpus, QStringLiteral("id"), QStringLiteral("rtx-4090"));
    ASSERT_TRUE(
        w.duplicateRow(CatalogWindow::Gpus,
                       qobject_cast<QSortFilterProxyModel*>(view->model())->mapToSource(original).row()));
    EXPECT_EQ(draftCell(w, CatalogWindow::Gpus, QStringLiteral("id")).data().toString(),
              QStringLiteral("rtx-4090-copy"));
    EXPECT_EQ(draftCell(w, CatalogWindow::Gpus, QStringLiteral("name")).data().toString(),
              cell(w, CatalogWindow::Gpus, original, QStringLiteral("name")).data().toString());
    // Renamed to an id that exists: the store refuses it, next to the id.
    EXPECT_TRUE(
        editCell(view, draftCell(w, CatalogWindow::Gpus, QStringLiteral("id")), QStringLiteral("rtx-3090")));
    EXPECT_TRUE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("id"))
                    .data(CatalogTableModel::ErrorRole)
                    .toString()
                    .contains(QStringLiteral("already exists")));
    EXPECT_EQ(fileBytes(path), before);
    w.discardNewRow(CatalogWindow::Gpus);
    EXPECT_FALSE(draftCell(w, CatalogWindow::Gpus, QStringLiteral("id")).isValid());
    EXPECT_EQ(fileBytes(path), before);
}

TEST_F(CatalogWindowTest, NotANumberIsRefusedBeforeTheStore) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QByteArray before = fileBytes(path);
    EXPECT_FALSE(
        editCell(view, cell(w, CatalogWindow::Prices, view->model()->index(0, 0), QStringLiteral("amount")),
                 QStringLiteral("cheap")));
    EXPECT_TRUE(w.message().contains(QStringLiteral("cheap")));
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("must be a number")));
    EXPECT_EQ(fileBytes(path), before);
}

TEST_F(CatalogWindowTest, NumbersSortByValue) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Gpus);
    const int c = columnOf(w, CatalogWindow::Gpus, QStringLiteral("memory_bandwidth_bytes_per_s"));
    view->sortByColumn(c, Qt::AscendingOrder);
    double last = -1;
    for (int r = 0; r < view->model()->rowCount(); ++r) {
        const double v = view->model()->index(r, c).data().toDouble();
        EXPECT_GE(v, last) << "row " << r;
        last = v;
    }
}

TEST_F(CatalogWindowTest, SearchFiltersTheRows) {
    CatalogWindow w(path);
    auto* view = w.tableView(CatalogWindow::Gpus);
    const int all = view->model()->rowCount();
    w.findChild<QLineEdit*>(QStringLiteral("catalogSearch"))->setText(QStringLiteral("rtx-4090"));
    EXPECT_GE(view->model()->rowCount(), 1);
    EXPECT_LT(view->model()->rowCount(), all);
}

TEST_F(CatalogWindowTest, ExchangeRatesAreEditedAddedAndDeletedThroughTheStore) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::Currencies);
    auto* view = w.tableView(CatalogWindow::Currencies);
    const QModelIndex eur =
        findRow(w, CatalogWindow::Currencies, QStringLiteral("code"), QStringLiteral("EUR"));
    ASSERT_TRUE(eur.isValid());
    EXPECT_FALSE(cell(w, CatalogWindow::Currencies, eur, QStringLiteral("per_eur")).flags() &
                 Qt::ItemIsEditable);
    const QModelIndex usd =
        findRow(w, CatalogWindow::Currencies, QStringLiteral("code"), QStringLiteral("USD"));
    ASSERT_TRUE(usd.isValid());
    EXPECT_FALSE(
        cell(w, CatalogWindow::Currencies, usd, QStringLiteral("source")).data().toString().isEmpty());

    typeInto(view, cell(w, CatalogWindow::Currencies, usd, QStringLiteral("per_eur")),
             QStringLiteral("1.25"));
    EXPECT_DOUBLE_EQ(CatalogStore::open(path.toStdString()).findRate("USD")->value.per_eur, 1.25);
    // A rate the store refuses: its message next to the cell, the file unchanged.
    QByteArray before = fileBytes(path);
    typeInto(view,
             cell(w, CatalogWindow::Currencies,
                  findRow(w, CatalogWindow::Currencies, QStringLiteral("code"), QStringLiteral("USD")),
                  QStringLiteral("date")),
             QStringLiteral("2999-01-01"));
    EXPECT_EQ(fileBytes(path), before);
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("must not be in the future")))
        << w.cellMessage()->text().toStdString();

    // A new currency with its rate, in place.
    ASSERT_TRUE(w.addRow(CatalogWindow::Currencies));
    typeInto(view, draftCell(w, CatalogWindow::Currencies, QStringLiteral("code")), QStringLiteral("GBP"));
    typeInto(view, draftCell(w, CatalogWindow::Currencies, QStringLiteral("name")),
             QStringLiteral("Pound sterling"));
    typeInto(view, draftCell(w, CatalogWindow::Currencies, QStringLiteral("per_eur")),
             QStringLiteral("0.85"));
    EXPECT_FALSE(CatalogStore::open(path.toStdString()).findCurrency("GBP").has_value()); // no source yet
    typeInto(view, draftCell(w, CatalogWindow::Currencies, QStringLiteral("source")),
             QStringLiteral("ECB, test"));
    {
        auto store = CatalogStore::open(path.toStdString());
        ASSERT_TRUE(store.findCurrency("GBP").has_value());
        EXPECT_EQ(store.findCurrency("GBP")->name, "Pound sterling");
        ASSERT_TRUE(store.findRate("GBP").has_value());
        EXPECT_DOUBLE_EQ(store.findRate("GBP")->value.per_eur, 0.85);
        EXPECT_EQ(store.findRate("GBP")->value.date, today().toStdString());
    }
    // The chart can show it now; the price in GBP is converted with its rate.
    auto* combo = w.priceHistory()->findChild<QComboBox*>(QStringLiteral("priceHistoryCurrency"));
    EXPECT_GE(combo->findText(QStringLiteral("GBP")), 0);

    // USD is used by prices and offers: the store refuses to delete it.
    before = fileBytes(path);
    const auto* proxy = qobject_cast<QSortFilterProxyModel*>(view->model());
    EXPECT_FALSE(w.deleteRow(CatalogWindow::Currencies,
                             proxy
                                 ->mapToSource(findRow(w, CatalogWindow::Currencies, QStringLiteral("code"),
                                                       QStringLiteral("USD")))
                                 .row()));
    EXPECT_TRUE(w.message().contains(QStringLiteral("still has"))) << w.message().toStdString();
    EXPECT_EQ(fileBytes(path), before);
    ASSERT_TRUE(w.deleteRow(CatalogWindow::Currencies,
                            proxy
                                ->mapToSource(findRow(w, CatalogWindow::Currencies, QStringLiteral("code"),
                                                      QStringLiteral("GBP")))
                                .row()))
        << w.message().toStdString();
    EXPECT_FALSE(CatalogStore::open(path.toStdString()).findCurrency("GBP").has_value());
    w.undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_TRUE(CatalogStore::open(path.toStdString()).findRate("GBP").has_value());
}

TEST_F(CatalogWindowTest, PriceHistoryUsesTheDisplayCurrencyPreferenceAndListsSources) {
    QSettings().setValue(QStringLiteral("display/currency"), QStringLiteral("USD"));
    CatalogWindow w(path);
    auto* history = w.priceHistory();
    EXPECT_EQ(history->displayCurrency(), QStringLiteral("USD"));
    history->showGpu(QStringLiteral("rtx-4090"));
    const auto catalog = reread();
    const auto latest = catalog.latestPrice("rtx-4090", "new");
    ASSERT_TRUE(latest.has_value());
    const double expected = catalog.convert(latest->amount, latest->currency, "USD");
    ASSERT_NE(expected, latest->amount); // a conversion happened (the price is in EUR)

    auto points = [&] {
        QList<QPointF> all;
        for (auto* s : history->chartView()->chart()->series())
            all += static_cast<QXYSeries*>(s)->points();
        return all;
    };
    bool found = false;
    for (const QPointF& p : points())
        found = found || std::abs(p.y() - expected) < 1e-6;
    EXPECT_TRUE(found) << "expected a point at " << expected;
    auto* axis = qobject_cast<QValueAxis*>(history->chartView()->chart()->axes(Qt::Vertical).value(0));
    ASSERT_NE(axis, nullptr);
    EXPECT_TRUE(axis->titleText().contains(QStringLiteral("USD")));
    auto* sources = history->findChild<QListWidget*>(QStringLiteral("priceHistorySources"));
    ASSERT_NE(sources, nullptr);
    ASSERT_GE(sources->count(), 1);
    EXPECT_TRUE(sources->item(0)->text().contains(QString::fromStdString(latest->source.substr(0, 20))) ||
                sources->count() > 1);

    // The combo on the chart picks another currency; a changed rate redraws it.
    auto* combo = history->findChild<QComboBox*>(QStringLiteral("priceHistoryCurrency"));
    combo->setCurrentIndex(combo->findText(QStringLiteral("EUR")));
    Q_EMIT combo->activated(combo->currentIndex());
    found = false;
    for (const QPointF& p : points())
        found = found || std::abs(p.y() - latest->amount) < 1e-6;
    EXPECT_TRUE(found);
    EXPECT_EQ(history->displayCurrency(), QStringLiteral("EUR"));
}
