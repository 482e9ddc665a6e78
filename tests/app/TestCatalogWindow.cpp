// The catalog editor driven through its real widgets (cell editors, combo
// boxes, check boxes, dialogs) on a real SQLite file in a temporary directory.
// What reached the file is read back independently: by the gpu-planner CLI (a
// second process) or a second CatalogStore connection; "nothing written" is
// checked on the file's bytes (the database and its WAL).
#include "CatalogWindowFixture.h"

using namespace catalog_test;

namespace {

[[maybe_unused]] ::testing::Environment* const own_settings =
    ::testing::AddGlobalTestEnvironment(new OwnSettings);

} // namespace

// ---- the four checks the issue names ---------------------------------------

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

// A system's price edited in the Systems tab is what buying costs at once: in the break-even
// (the scenario's 1 x RTX 4090, a PCIe 4.0 card, goes in the single-GPU PCIe 5.0 desktop host of
// systems.csv, priced in Swiss francs) and in the recommendation, whose bought RTX 4090 names that
// system and its new price.
TEST_F(CatalogEditorInMainWindow, EditedSystemPriceReachesTheRecommendationAndTheBreakEven) {
    gpuplan::Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.gpu_count = 1;
    s.currency = "CHF";
    s.host_cost.reset();
    s.system_id.clear();
    s.constraints.mode = gpuplan::PurchaseMode::Buy;
    s.constraints.top_k = 1000;
    session->edit(s, QStringLiteral("test"));
    const auto& before = session->results().buy_rent;
    ASSERT_TRUE(before.available);
    EXPECT_EQ(before.price.system_id, "am5-desktop-host-1gpu-2026");
    EXPECT_NEAR(before.buy.host_cost, 1999, 1e-6); // the seed's 1,999 CHF (SEVERIN-PRO6000, option A)

    find<QAction>("actionEditCatalog")->trigger();
    CatalogWindow* w = window->catalogWindow();
    ASSERT_NE(w, nullptr);
    w->showTable(CatalogWindow::Systems);
    EXPECT_EQ(w->findChild<QTabWidget*>(QStringLiteral("catalogTabs"))->tabText(CatalogWindow::Systems),
              QStringLiteral("Systems"));
    const QModelIndex row = findRow(*w, CatalogWindow::Systems, QStringLiteral("id"),
                                    QStringLiteral("am5-desktop-host-1gpu-2026"));
    ASSERT_TRUE(row.isValid());
    typeInto(w->tableView(CatalogWindow::Systems),
             cell(*w, CatalogWindow::Systems, row, QStringLiteral("amount")), QStringLiteral("1100"));
    EXPECT_DOUBLE_EQ(cliRow(session->catalogPath(), QStringLiteral("systems"),
                            QStringLiteral("am5-desktop-host-1gpu-2026"))
                         .value(QStringLiteral("amount"))
                         .toDouble(),
                     1100.0);

    const auto& after = session->results().buy_rent;
    ASSERT_TRUE(after.available);
    EXPECT_DOUBLE_EQ(after.buy.host_cost, 1100.0);
    // The sweep runs for the Recommend tab only (it is what the user looks at).
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("recommendTab"));
    ASSERT_TRUE(session->waitForRecommendation(20000));
    bool found = false;
    for (const auto& c : session->recommendation()->ranked)
        if (c.gpu == "rtx-4090" && c.count == 1 && c.mode == gpuplan::PurchaseMode::Buy) {
            found = true;
            EXPECT_EQ(c.system, "am5-desktop-host-1gpu-2026");
            EXPECT_DOUBLE_EQ(c.system_cost, 1100.0);
            EXPECT_DOUBLE_EQ(c.upfront_cost, after.buy.gpu_price_each + 1100.0);
        }
    EXPECT_TRUE(found) << "no bought 1 x RTX 4090 in the recommendation";
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

TEST_F(CatalogWindowTest, ImportWithTwoBadRowsListsBothAndAppliesNothing) {
    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream out(csv.toStdString());
        out << "gpu_id,amount,currency,date,condition,estimate,source,notes\n"
               "rtx-4090,1700,EUR,2026-06-01,new,false,shop,\n"
               "rtx-4090,-3,EUR,2026-06-02,new,false,shop,\n"
               "no-such-gpu,900,EUR,2026-06-03,new,false,shop,\n";
    }
    CatalogWindow w(path);
    const QByteArray before = fileBytes(path);
    auto* dialog = w.previewImport(csv);
    ASSERT_NE(dialog, nullptr);
    EXPECT_EQ(dialog->objectName(), QStringLiteral("importPreview"));
    EXPECT_FALSE(dialog->canApply());
    auto* list = dialog->findChild<QListWidget*>(QStringLiteral("importErrors"));
    ASSERT_NE(list, nullptr);
    ASSERT_EQ(list->count(), 2);
    EXPECT_TRUE(list->item(0)->text().contains(QStringLiteral("line 3")))
        << list->item(0)->text().toStdString();
    EXPECT_TRUE(list->item(0)->text().contains(QStringLiteral("-3"))) << list->item(0)->text().toStdString();
    EXPECT_TRUE(list->item(1)->text().contains(QStringLiteral("line 4")))
        << list->item(1)->text().toStdString();
    EXPECT_TRUE(list->item(1)->text().contains(QStringLiteral("no-such-gpu")))
        << list->item(1)->text().toStdString();
    EXPECT_EQ(dialog->findChild<QPushButton*>(QStringLiteral("importApply")), nullptr);
    dialog->reject();
    EXPECT_EQ(fileBytes(path), before);
    for (const auto& v : cliList(path, QStringLiteral("prices")))
        EXPECT_NE(v.toObject()[QStringLiteral("date")],
                  QStringLiteral("2026-06-01")); // not even the good row
}

// The same price edited by the CLI (an import that replaces it) and then by
// the window, which still shows the old row: refused, the CLI's value kept.
TEST_F(CatalogWindowTest, SameRowEditedFromTheCliAndTheGuiReportsTheConflict) {
    CatalogWindow w(path);
    w.show();
    w.showTable(CatalogWindow::Prices);
    auto* view = w.tableView(CatalogWindow::Prices);
    const QModelIndex row =
        findRow(w, CatalogWindow::Prices, QStringLiteral("gpu_id"), QStringLiteral("rtx-4090"));
    ASSERT_TRUE(row.isValid());
    const QString id = row.data().toString();
    QJsonObject price = cliRow(path, QStringLiteral("prices"), id);
    ASSERT_FALSE(price.isEmpty());

    const QString csv = dir.filePath(QStringLiteral("prices.csv"));
    {
        std::ofstream out(csv.toStdString());
        out << "id,gpu_id,amount,currency,date,condition,estimate,source,notes\n"
            << id.toStdString() << ",rtx-4090,1999,"
            << price[QStringLiteral("currency")].toString().toStdString() << ","
            << price[QStringLiteral("date")].toString().toStdString() << ",new,false,edited from the CLI,\n";
    }
    const CliResult r = cli(path, {QStringLiteral("catalog"), QStringLiteral("import"), csv});
    ASSERT_EQ(r.exit_code, 0) << r.err.toStdString() << r.out.toStdString();
    ASSERT_EQ(cliRow(path, QStringLiteral("prices"), id).value(QStringLiteral("amount")).toDouble(), 1999);

    // The window has not looked at the file since (no event loop ran): it edits its old copy.
    typeInto(view, cell(w, CatalogWindow::Prices, row, QStringLiteral("amount")), QStringLiteral("1500"));

    EXPECT_TRUE(w.message().contains(QStringLiteral("someone else"))) << w.message().toStdString();
    EXPECT_TRUE(w.message().contains(QStringLiteral("price ") + id)) << w.message().toStdString();
    ASSERT_TRUE(w.cellMessage()->isVisible());
    EXPECT_TRUE(w.cellMessage()->text().contains(QStringLiteral("someone else")));
    const QJsonObject kept = cliRow(path, QStringLiteral("prices"), id);
    EXPECT_EQ(kept.value(QStringLiteral("amount")).toDouble(), 1999); // theirs kept
    EXPECT_EQ(kept.value(QStringLiteral("source")).toString(), QStringLiteral("edited from the CLI"));
    // The table now shows their version.
    const QModelIndex fresh = findRow(w, CatalogWindow::Prices, QStringLiteral("id"), id);
    ASSERT_TRUE(fresh.isValid());
    EXPECT_EQ(cell(w, CatalogWindow::Prices, fresh, QStringLiteral("amount")).data().toString(),
              QStringLiteral("1999"));
    EXPECT_EQ(w.undoStack()->count(), 0);
}

// ---- every column, in place ---------------------------------------------------

TEST_F(CatalogWindowTest, EveryStoredColumnIsEditableWithUnitsInTheHeaders) {
    { // The built-in catalog has no benchmark runs (schema 13): one, for its table to have a row.
        auto store = CatalogStore::open(path.toStdString());
        gpuplan::BenchmarkRun r;
        r.engine = "vllm";
        r.model_id = "llama-3.1-8b";
        r.gpu_id = "h100-sxm";
        r.precision = "bf16";
        r.prompt_tokens = 1024;
        r.output_tokens = 128;
        r.concurrency = 8;
        r.ttft.p50_ms = 30;
        r.date = "2026-11-30";
        r.source = "test";
        store.add(r);
    }
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
    // Every column the store describes has a column in the editor, with its unit in the header;
    // only the GPU file's tensor_basis (how the figures read were quoted) and a model's
    // config.json are not cells.
    auto fieldsOf = [&](CatalogWindow::Table t) {
        QStringList fields;
        auto& a = w.tableModel(t)->adapter();
        for (int c = 0; c < a.columnCount(); ++c)
            fields << a.column(c).fields;
        return fields;
    };
    auto expectEvery = [&](CatalogWindow::Table t, const auto& table) {
        const QStringList fields = fieldsOf(t);
        for (const auto& c : table.io_columns) {
            if (c.name != "tensor_basis" && c.name != "hf_config") {
                EXPECT_TRUE(fields.contains(QString::fromStdString(c.name)))
                    << table.file_stem << ": no column for " << c.name;
            }
        }
    };
    expectEvery(CatalogWindow::Gpus, gpuplan::tables::gpuTable());
    expectEvery(CatalogWindow::Prices, gpuplan::tables::priceTable());
    expectEvery(CatalogWindow::Offers, gpuplan::tables::offerTable());
    expectEvery(CatalogWindow::Interconnects, gpuplan::tables::interconnectTable());
    expectEvery(CatalogWindow::Models, gpuplan::tables::modelTable());
    expectEvery(CatalogWindow::Currencies, gpuplan::tables::currencyTable());
    expectEvery(CatalogWindow::Currencies, gpuplan::tables::rateTable());
    expectEvery(CatalogWindow::Systems, gpuplan::tables::systemTable());
    expectEvery(CatalogWindow::ApiPrices, gpuplan::tables::apiPriceTable());
    expectEvery(CatalogWindow::BenchmarkRuns, gpuplan::tables::benchmarkRunTable());
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

// The editor's titles and messages in French, from resources/translations/gpu-planner_fr.ts.
TEST_F(CatalogWindowTest, TitlesAndMessagesAreTranslated) {
    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(GPUPLAN_QM_FR)));
    QCoreApplication::installTranslator(&translator);
    CatalogWindow w(path);
    const auto header = [&](CatalogWindow::Table t, const char* field) {
        return w.tableView(t)
            ->model()
            ->headerData(columnOf(w, t, QLatin1String(field)), Qt::Horizontal)
            .toString();
    };
    EXPECT_EQ(header(CatalogWindow::Gpus, "vendor"), QStringLiteral("Fabricant"));
    EXPECT_EQ(header(CatalogWindow::Gpus, "memory_bandwidth_bytes_per_s"),
              QStringLiteral("Bande passante mémoire (GB/s)"));
    EXPECT_EQ(header(CatalogWindow::Models, "ffn"), QStringLiteral("FFN (gated3 : SwiGLU, mlp2 : GELU)"));
    auto& gpus = w.tableModel(CatalogWindow::Gpus)->adapter();
    std::string message;
    try {
        gpus.setText(0, columnOf(w, CatalogWindow::Gpus, QStringLiteral("vram_bytes")),
                     QStringLiteral("lots"));
    } catch (const gpuplan::InputError& e) {
        message = e.what();
    }
    QCoreApplication::removeTranslator(&translator);
    EXPECT_EQ(message, "VRAM (GiB) doit être un nombre (reçu : 'lots')");
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

// ---- currencies and the display currency --------------------------------------

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
