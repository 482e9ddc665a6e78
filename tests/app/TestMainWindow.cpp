#include "GuiFixture.h"
#include "common/Arithmetic.h"

#include "core/model/HfConfig.h"
#include "core/scenario/ScenarioJson.h"
#include "gui/catalog/CatalogTableModel.h"
#include "gui/catalog/CatalogWindow.h"
#include "gui/parts/ElidedLabel.h"
#include "gui/parts/ResultTable.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/window/GuiMain.h"

#include <QAbstractBarSeries>
#include <QAbstractItemView>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QGraphicsView>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>
#include <QXYSeries>

#include "charts/BarChart.h"
#include "charts/CurveChart.h"

#include <functional>

using gpuplan::Scenario;
using gpuplan::charts::BarChart;
using gpuplan::charts::CurveChart;
using gpuplan::gui::ResultTable;
using gpuplan::test::choose;
using gpuplan::test::GuiFixture;
using gpuplan::test::type;

namespace {

// The "Need per GPU (GB)" cell of a GPU in the Fit table.
QString needOn(ResultTable* table, const char* gpu) {
    const int row = table->rowOf(QString::fromLatin1(gpu));
    EXPECT_GE(row, 0) << gpu;
    return table->text(row, 2);
}

double barTotal(BarChart* chart, int category) {
    double total = 0;
    for (QBarSet* set : chart->barSeries()->barSets())
        total += set->at(category);
    return total;
}

// Drags one file over `target` and drops it there, as a file manager does. Returns
// whether the window took the drop.
bool dropFile(QWidget* target, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(40, 40), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(QPointF(40, 40), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    return drop.isAccepted();
}

// Answers a dialog once it is shown: polls the top-level widgets (from inside the
// dialog's own event loop) for a visible T named `name` ("" = any name) and calls
// `answer` on it. Stops when it goes out of scope.
template <typename T> class WhenShown {
public:
    WhenShown(const QString& name, std::function<void(T*)> answer) {
        timer_.setInterval(10);
        QObject::connect(&timer_, &QTimer::timeout, [this, name, answer = std::move(answer)] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                auto* dialog = qobject_cast<T*>(w);
                if (dialog && dialog->isVisible() && (name.isEmpty() || dialog->objectName() == name)) {
                    // Answered once it closes: a file dialog still loading its folder may not take
                    // the answer on the first tick (then it is given again on the next one).
                    answer(dialog);
                    if (!dialog->isVisible()) {
                        timer_.stop();
                        ++shown_;
                    }
                    return;
                }
            }
        });
        timer_.start();
    }
    int shown() const { return shown_; }

private:
    QTimer timer_;
    int shown_ = 0;
};

// Answers the unsaved-changes prompt with `button`.
class UnsavedPrompt : public WhenShown<QMessageBox> {
public:
    explicit UnsavedPrompt(QMessageBox::StandardButton button)
        : WhenShown<QMessageBox>(QStringLiteral("unsavedChangesBox"),
                                 [button](QMessageBox* box) { box->button(button)->click(); }) {}
    bool asked() const { return shown() > 0; }
};

// A scenario file with another GPU than the default one.
QString writeScenario(const QString& path, const std::string& gpu) {
    Scenario s;
    s.gpu_id = gpu;
    s.hours_per_month = 321;
    QFile f(path);
    EXPECT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray::fromStdString(gpuplan::serializeScenario(s)));
    return path;
}

QPointF breakEvenPoint(CurveChart* chart) {
    QXYSeries* s = chart->seriesNamed(QStringLiteral("Break-even"));
    EXPECT_NE(s, nullptr);
    if (!s || s->count() != 1)
        return {-1, -1};
    return s->at(0);
}

} // namespace

TEST_F(GuiFixture, StatusBarNamesTheCatalogFile) {
    auto* status = find<gpuplan::gui::ElidedLabel>("catalogStatus");
    EXPECT_TRUE(status->fullText().contains(dir.path() + QStringLiteral("/catalog.sqlite")))
        << status->fullText().toStdString();
}

// A catalog file made by an earlier version keeps that version's defaults: the status bar says
// this version ships newer data and where to take it; a current catalog says nothing of it.
TEST_F(GuiFixture, StatusBarSaysWhenTheBuiltInDefaultsAreNewer) {
    EXPECT_FALSE(
        find<gpuplan::gui::ElidedLabel>("catalogStatus")->fullText().contains(QStringLiteral("Newer")));
    gpuplan::Catalog old = gpuplan::test::defaultCatalog(dir);
    ASSERT_EQ(old.revision.defaults, gpuplan::CatalogStore::builtinDefaultsRevision());
    old.revision.defaults = "2026.11.02";
    gpuplan::gui::MainWindow w(
        new gpuplan::gui::PlanSession(old, dir.path() + QStringLiteral("/catalog.sqlite")));
    auto* status = w.findChild<gpuplan::gui::ElidedLabel*>(QStringLiteral("catalogStatus"));
    ASSERT_NE(status, nullptr);
    EXPECT_TRUE(status->fullText().startsWith(
        QStringLiteral("Newer built-in catalog data (%1): Edit Catalog… > Add new built-in rows.")
            .arg(QString::fromStdString(gpuplan::CatalogStore::builtinDefaultsRevision()))))
        << status->fullText().toStdString();
    EXPECT_TRUE(status->fullText().contains(QStringLiteral("defaults 2026.11.02")));
}

TEST_F(GuiFixture, ChangingTheModelChangesTheFitTableAndChart) {
    auto* table = find<ResultTable>("fitTable");
    auto* chart = find<BarChart>("memoryChart");
    choose(find<QComboBox>("modelCombo"), QStringLiteral("llama-2-7b"));
    ASSERT_EQ(session->scenario().model_id, "llama-2-7b");
    const QString need_7b = needOn(table, "h100-sxm");
    const int cat = static_cast<int>(chart->categories().indexOf(QStringLiteral("RTX 4090")));
    ASSERT_GE(cat, 0);
    const double bar_7b = barTotal(chart, cat);
    // fp16 Llama-2-7B weights: 6.74e9 params x 2 B = 13.5 GB = 12.6 GiB, all on the scenario's one GPU.
    EXPECT_GT(bar_7b, 12.5);
    EXPECT_LT(bar_7b, 24.0);
    // The guide's rule of thumb is arithmetic in billions of bytes: 6.74 x 2 x 1.2 = 16.2 GB, with the
    // window's GiB after it (issue 37: it read "6.74B x 2 B x 1.2 = 15.1 GiB").
    EXPECT_TRUE(find<QLabel>("fitSummary")
                    ->text()
                    .contains(QStringLiteral("6.74B x 2 B x 1.2 = <b>16.2 GB (15.1 GiB)</b>")))
        << find<QLabel>("fitSummary")->text().toStdString();

    choose(find<QComboBox>("modelCombo"), QStringLiteral("llama-2-13b"));
    EXPECT_EQ(session->scenario().model_id, "llama-2-13b");
    const QString need_13b = needOn(table, "h100-sxm");
    EXPECT_NE(need_13b, need_7b);
    EXPECT_GT(QLocale().toDouble(need_13b), QLocale().toDouble(need_7b) * 1.7);
    // The weights bar follows: 13.0e9 params x 2 B = 26.0 GB = 24.2 GiB (the default unit).
    const QBarSet* weights = chart->barSeries()->barSets().front();
    EXPECT_EQ(weights->label(), QStringLiteral("Weights"));
    EXPECT_NEAR(weights->at(cat), 26.0e9 / 1073741824.0, 0.3);
    EXPECT_GT(barTotal(chart, cat), bar_7b * 1.7);
    // The capacity line stays at the RTX 4090's 24 GiB.
    EXPECT_NEAR(chart->overlaySeries()->at(2 * cat).y(),
                static_cast<double>(session->catalog().findGpu("rtx-4090")->vram_bytes) / 1073741824.0, 1e-9);
}

TEST_F(GuiFixture, MovingTheHoursSliderMovesTheBreakEven) {
    // Ten years: the card in a current desktop host (systems.csv's AM5 build of 2026-02-16, 1,999
    // CHF) against the cheapest on-demand RTX 4090 pays off within them at 200 h a month.
    Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.horizon_months = 120;
    session->reset(s);
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    auto* slider = find<QSlider>("hoursSlider");
    auto* chart = find<CurveChart>("costChart");

    slider->setValue(200);
    EXPECT_DOUBLE_EQ(session->scenario().hours_per_month, 200.0);
    const QPointF at200 = breakEvenPoint(chart);
    ASSERT_GT(at200.x(), 0);
    ASSERT_TRUE(session->results().buy_rent.selected);
    EXPECT_NEAR(at200.x(), *session->results().buy_rent.selected->breakeven.months, 1e-9);
    // The electricity row's note is the arithmetic of its amount, the desktop host's power
    // included (issue 37).
    auto* costs = find<ResultTable>("costTable");
    const int row = costs->rowOf(QStringLiteral("Electricity per month"));
    ASSERT_GE(row, 0);
    const std::string note = costs->text(row, 2).toStdString();
    EXPECT_NE(note.find(" W host)"), std::string::npos) << note;
    EXPECT_NE(note.find("× 200 h"), std::string::npos) << note;
    EXPECT_TRUE(gpuplan::test::arithmeticErrors(note).empty()) << note;
    EXPECT_NE(note.find(costs->text(row, 1).toStdString()), std::string::npos) << "ends on its amount";

    slider->setValue(600);
    const QPointF at600 = breakEvenPoint(chart);
    ASSERT_GT(at600.x(), 0);
    // Three times the use: renting costs three times as much a month, buying pays off sooner.
    EXPECT_LT(at600.x(), at200.x() * 0.5);
    EXPECT_TRUE(find<QLabel>("breakEvenSummary")->text().contains(QLocale().toString(at600.x(), 'f', 1)));
    // The rent curve's last point moved with it.
    QXYSeries* rent = nullptr;
    for (QAbstractSeries* a : chart->chart()->series())
        if (a->name().startsWith(QStringLiteral("Rent")) && !rent)
            rent = qobject_cast<QXYSeries*>(a);
    ASSERT_NE(rent, nullptr);
    EXPECT_EQ(rent->count(), 121);

    // An H100 at 200 h a month against its cheapest on-demand rate does not pay off in 60 months:
    // no marker, and the text says so.
    s = session->scenario();
    s.gpu_id = "h100-sxm";
    s.horizon_months = 60;
    session->edit(s, QStringLiteral("GPU"));
    slider->setValue(200);
    EXPECT_EQ(chart->seriesNamed(QStringLiteral("Break-even"))->count(), 0);
    EXPECT_TRUE(find<QLabel>("breakEvenSummary")->text().contains(QStringLiteral("not")));
}

TEST_F(GuiFixture, AnInvalidFieldShowsItsMessageAndLeavesResultsUnchanged) {
    auto* batch = find<QLineEdit>("batchEdit");
    auto* table = find<ResultTable>("fitTable");
    const Scenario before = session->scenario();
    const QString need = needOn(table, "rtx-4090");

    type(batch, QStringLiteral("0"));
    const QString message = window->form()->errorFor(QStringLiteral("batchEdit"));
    EXPECT_TRUE(message.contains(QStringLiteral("between 1"))) << message.toStdString();
    EXPECT_FALSE(find<QLabel>("batchEditError")->isHidden());
    EXPECT_EQ(session->scenario(), before);
    EXPECT_EQ(needOn(table, "rtx-4090"), need);

    type(batch, QStringLiteral("abc"));
    EXPECT_TRUE(
        window->form()->errorFor(QStringLiteral("batchEdit")).contains(QStringLiteral("not a number")));
    EXPECT_EQ(session->scenario(), before);

    // A value the engine refuses (full fine-tuning of NF4 weights) is shown on the field that asked for it.
    choose(find<QComboBox>("taskCombo"), QStringLiteral("full"));
    choose(find<QComboBox>("precisionCombo"), QStringLiteral("nf4"));
    EXPECT_TRUE(window->form()->errorFor(QStringLiteral("precisionCombo")).contains(QStringLiteral("qlora")));
    EXPECT_NE(session->scenario().workload.precision, gpuplan::Precision::NF4);

    // Fixing the field clears the message and the edit goes through.
    type(batch, QStringLiteral("4"));
    EXPECT_TRUE(window->form()->errorFor(QStringLiteral("batchEdit")).isEmpty());
    EXPECT_EQ(session->scenario().workload.batch, 4u);
}

TEST_F(GuiFixture, UndoRestoresThePreviousValue) {
    auto* seq = find<QLineEdit>("seqEdit");
    const auto before = session->scenario().workload.seq;
    type(seq, QStringLiteral("8192"));
    EXPECT_EQ(session->scenario().workload.seq, 8192u);
    // Typing 8192 key by key is one undo step.
    EXPECT_EQ(session->undoStack()->count(), 1);
    window->findChild<QAction*>(QStringLiteral("actionUndo"))->trigger();
    EXPECT_EQ(session->scenario().workload.seq, before);
    EXPECT_EQ(QLocale().toULongLong(seq->text()), before);
    window->findChild<QAction*>(QStringLiteral("actionRedo"))->trigger();
    EXPECT_EQ(session->scenario().workload.seq, 8192u);

    // Slider moves undo too.
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    find<QSlider>("horizonSlider")->setValue(48);
    EXPECT_EQ(session->scenario().horizon_months, 48);
    session->undoStack()->undo();
    EXPECT_EQ(session->scenario().horizon_months, 36);
    EXPECT_EQ(find<QSlider>("horizonSlider")->value(), 36);
}

TEST_F(GuiFixture, HiddenTabsAreRedrawnWhenShown) {
    auto* tabs = find<QTabWidget>("resultTabs");
    auto* multi = find<QWidget>("multiGpuTab");
    auto* summary = find<QLabel>("layoutSummary");
    tabs->setCurrentWidget(multi);
    EXPECT_TRUE(summary->text().contains(QStringLiteral("RTX 4090")));
    tabs->setCurrentIndex(0);
    choose(find<QComboBox>("gpuCombo"), QStringLiteral("h100-sxm"));
    // An edit redraws the visible tab at once and the others when they are shown.
    EXPECT_TRUE(window->isTabStale(multi));
    tabs->setCurrentWidget(multi);
    EXPECT_FALSE(window->isTabStale(multi));
    EXPECT_TRUE(summary->text().contains(QStringLiteral("H100"))) << summary->text().toStdString();
}

TEST_F(GuiFixture, SaveThenReopenGivesTheSameScenario) {
    choose(find<QComboBox>("modelCombo"), QStringLiteral("mistral-7b"));
    choose(find<QComboBox>("taskCombo"), QStringLiteral("qlora"));
    type(find<QLineEdit>("loraRankEdit"), QStringLiteral("64"));
    type(find<QLineEdit>("electricityEdit"), QStringLiteral("0.31"));
    choose(find<QComboBox>("strategyCombo"), QStringLiteral("zero2"));
    const Scenario edited = session->scenario();
    EXPECT_EQ(edited.workload.lora_rank, 64u);
    EXPECT_EQ(edited.workload.precision, gpuplan::Precision::NF4); // QLoRA switched the weights to 4 bits
    EXPECT_TRUE(session->isModified());

    const QString path = dir.path() + QStringLiteral("/plan.gpuplan");
    QString error;
    ASSERT_TRUE(window->saveTo(path, &error)) << error.toStdString();
    EXPECT_FALSE(session->isModified());
    EXPECT_EQ(window->recentFiles().value(0), path);

    session->reset(Scenario{});
    ASSERT_NE(session->scenario(), edited);
    ASSERT_TRUE(window->openFile(path, &error)) << error.toStdString();
    EXPECT_EQ(session->scenario(), edited);
    EXPECT_EQ(find<QLineEdit>("loraRankEdit")->text(), QStringLiteral("64"));
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("plan.gpuplan")));
}

TEST_F(GuiFixture, OpeningABrokenFileSaysWhyAndKeepsTheScenario) {
    const QString path = dir.path() + QStringLiteral("/broken.gpuplan");
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(R"({"version": 1, "hardware": {"gpu_count": 0}})");
    f.close();
    const Scenario before = session->scenario();
    QString error;
    EXPECT_FALSE(window->openFile(path, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("broken.gpuplan"))) << error.toStdString();
    EXPECT_EQ(session->scenario(), before);
}

TEST_F(GuiFixture, ImportingAConfigJsonUsesItsArchitecture) {
    ASSERT_TRUE(window->form()->importConfig(QStringLiteral(GPUPLAN_TEST_DATA "/configs/mixtral-8x7b.json")));
    ASSERT_TRUE(session->scenario().model_spec.has_value());
    EXPECT_EQ(session->scenario().model_spec->experts, 8u);
    EXPECT_TRUE(find<QComboBox>("modelCombo")->currentText().contains(QStringLiteral("imported")));
    EXPECT_FALSE(
        window->form()->importConfig(QStringLiteral(GPUPLAN_TEST_DATA "/broken/missing-hidden-size.json")));
    EXPECT_TRUE(window->form()->errorFor(QStringLiteral("modelCombo")).contains(QStringLiteral("hidden")));
}

// Issue 37, item 13: a Hugging Face download is a folder of files, one of them config.json; the
// window named the model "config" where `fit --model FOLDER/config.json` names it by its folder.
// Both name it as core's import does: by the folder.
TEST_F(GuiFixture, AnImportedConfigJsonIsNamedByItsFolderAsOnTheCommandLine) {
    QTemporaryDir downloads;
    ASSERT_TRUE(QDir(downloads.path()).mkdir(QStringLiteral("Mixtral-8x7B-Instruct-v0.1")));
    const QString path = downloads.path() + QStringLiteral("/Mixtral-8x7B-Instruct-v0.1/config.json");
    ASSERT_TRUE(QFile::copy(QStringLiteral(GPUPLAN_TEST_DATA "/configs/mixtral-8x7b.json"), path));
    ASSERT_TRUE(window->form()->importConfig(path));
    ASSERT_TRUE(session->scenario().model_spec.has_value());
    const gpuplan::ModelSpec cli = gpuplan::importHfConfigFile(path.toStdString()).spec;
    EXPECT_EQ(session->scenario().model_spec->name, cli.name);
    EXPECT_EQ(session->scenario().model_spec->id, cli.id);
    EXPECT_NE(cli.name.find("Mixtral-8x7B-Instruct-v0.1"), std::string::npos) << cli.name;
    const QString shown = find<QComboBox>("modelCombo")->currentText();
    EXPECT_TRUE(shown.contains(QStringLiteral("Mixtral-8x7B-Instruct-v0.1"))) << shown.toStdString();
    EXPECT_FALSE(shown.contains(QStringLiteral("config"))) << shown.toStdString();
}

TEST_F(GuiFixture, ImportingAnUnknownFamilySaysWhatWasAssumed) {
    // model_type 'mamba' with Llama's fields: estimated as a Llama-like decoder, and a banner
    // under the model says so; a config of a known family has no banner.
    auto* banner = find<QLabel>("modelImportWarnings");
    EXPECT_TRUE(banner->isHidden());
    ASSERT_TRUE(
        window->form()->importConfig(QStringLiteral(GPUPLAN_TEST_DATA "/broken/unsupported-family.json")));
    EXPECT_FALSE(banner->isHidden());
    EXPECT_TRUE(banner->text().contains(QStringLiteral("'mamba'"))) << banner->text().toStdString();
    EXPECT_TRUE(banner->text().contains(QStringLiteral("Llama-like"))) << banner->text().toStdString();
    EXPECT_EQ(session->scenario().model_spec->layers, 32u);
    ASSERT_TRUE(window->form()->importConfig(QStringLiteral(GPUPLAN_TEST_DATA "/configs/mixtral-8x7b.json")));
    EXPECT_TRUE(banner->isHidden());
}

// Catalog > Edit Catalog… opens the editor on the same file, and an edit there is in the
// planner's results at once (issue 6: prices in Buy vs Rent).
TEST_F(GuiFixture, CatalogEditorEditsReachThePlannerAtOnce) {
    auto* action = find<QAction>("actionEditCatalog");
    ASSERT_TRUE(action->isEnabled());
    action->trigger();
    gpuplan::gui::CatalogWindow* editor = window->catalogWindow();
    ASSERT_NE(editor, nullptr);
    EXPECT_TRUE(editor->isVisible());
    ASSERT_EQ(session->scenario().gpu_id, "rtx-4090");
    const double before = session->results().buy_rent.buy.gpu_price_each;
    ASSERT_GT(before, 0.0);

    // The newest new-condition price of the RTX 4090 in the prices table: make it half.
    auto* model = editor->tableModel(gpuplan::gui::CatalogWindow::Prices);
    int amount_col = -1, gpu_col = -1, date_col = -1;
    for (int c = 0; c < model->columnCount(); ++c) {
        const QString h = model->headerData(c, Qt::Horizontal).toString();
        if (h.startsWith(QStringLiteral("Price per GPU")))
            amount_col = c;
        else if (h == QStringLiteral("GPU"))
            gpu_col = c;
        else if (h.startsWith(QStringLiteral("Date")))
            date_col = c;
    }
    ASSERT_GE(amount_col, 0);
    ASSERT_GE(gpu_col, 0);
    ASSERT_GE(date_col, 0);
    int row = -1;
    QString newest;
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, gpu_col).data().toString() != QStringLiteral("rtx-4090"))
            continue;
        const QString date = model->index(r, date_col).data().toString();
        if (date > newest && model->index(r, amount_col).data().toDouble() == before) {
            newest = date;
            row = r;
        }
    }
    ASSERT_GE(row, 0);
    ASSERT_TRUE(model->setData(model->index(row, amount_col), before / 2, Qt::EditRole))
        << editor->message().toStdString();
    EXPECT_DOUBLE_EQ(session->results().buy_rent.buy.gpu_price_each, before / 2);
}

// Drag and drop: a .gpuplan dropped on the window opens it.
TEST_F(GuiFixture, DroppingAScenarioFileOpensIt) {
    const QString path = writeScenario(dir.path() + QStringLiteral("/dropped.gpuplan"), "h100-sxm");
    ASSERT_EQ(session->scenario().gpu_id, "rtx-4090");
    ASSERT_TRUE(dropFile(window.get(), path));
    // Opened once the drop is over (the drag source is not kept waiting).
    ASSERT_TRUE(QTest::qWaitFor([&] { return session->scenario().gpu_id == "h100-sxm"; }, 5000));
    EXPECT_DOUBLE_EQ(session->scenario().hours_per_month, 321.0);
    EXPECT_EQ(window->currentFile(), path);
    EXPECT_FALSE(session->isModified());
    EXPECT_EQ(find<QComboBox>("gpuCombo")->currentData().toString(), QStringLiteral("h100-sxm"));
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("dropped.gpuplan")));

    // What the window cannot open is refused at the door.
    QFile text(dir.path() + QStringLiteral("/notes.txt"));
    ASSERT_TRUE(text.open(QIODevice::WriteOnly));
    text.close();
    EXPECT_FALSE(dropFile(window.get(), text.fileName()));
}

// A Hugging Face config.json dropped on the window becomes the scenario's model (an undoable edit).
TEST_F(GuiFixture, DroppingAConfigJsonImportsTheModel) {
    ASSERT_FALSE(session->scenario().model_spec.has_value());
    ASSERT_TRUE(dropFile(window.get(), QStringLiteral(GPUPLAN_TEST_DATA "/configs/mixtral-8x7b.json")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return session->scenario().model_spec.has_value(); }, 5000));
    EXPECT_EQ(session->scenario().model_spec->experts, 8u);
    EXPECT_TRUE(find<QComboBox>("modelCombo")->currentText().contains(QStringLiteral("imported")));
    EXPECT_EQ(session->undoStack()->count(), 1);
    EXPECT_TRUE(window->currentFile().isEmpty()); // the scenario was not replaced
    session->undoStack()->undo();
    EXPECT_FALSE(session->scenario().model_spec.has_value());
}

// Dropping a scenario over unsaved changes asks first.
TEST_F(GuiFixture, DroppingAScenarioOverUnsavedChangesAsksFirst) {
    const QString path = writeScenario(dir.path() + QStringLiteral("/dropped.gpuplan"), "h100-sxm");
    type(find<QLineEdit>("batchEdit"), QStringLiteral("3"));
    ASSERT_TRUE(session->isModified());
    {
        UnsavedPrompt prompt(QMessageBox::Cancel);
        ASSERT_TRUE(dropFile(window.get(), path));
        ASSERT_TRUE(QTest::qWaitFor([&] { return prompt.asked(); }, 5000));
    }
    QTest::qWait(20);
    EXPECT_EQ(session->scenario().workload.batch, 3u);
    EXPECT_EQ(session->scenario().gpu_id, "rtx-4090");
    EXPECT_TRUE(session->isModified());
    {
        UnsavedPrompt prompt(QMessageBox::Discard);
        ASSERT_TRUE(dropFile(window.get(), path));
        ASSERT_TRUE(QTest::qWaitFor([&] { return session->scenario().gpu_id == "h100-sxm"; }, 5000));
        EXPECT_TRUE(prompt.asked());
    }
    EXPECT_EQ(session->scenario().workload.batch, 1u);
}

// File > New after an edit asks; Cancel keeps the scenario, Discard replaces it.
TEST_F(GuiFixture, NewAsksBeforeDroppingUnsavedChanges) {
    auto* action = find<QAction>("actionNew");
    {
        // Nothing to lose: no question.
        UnsavedPrompt prompt(QMessageBox::Cancel);
        action->trigger();
        EXPECT_FALSE(prompt.asked());
    }
    type(find<QLineEdit>("batchEdit"), QStringLiteral("6"));
    ASSERT_TRUE(session->isModified());
    {
        UnsavedPrompt prompt(QMessageBox::Cancel);
        action->trigger();
        EXPECT_TRUE(prompt.asked());
    }
    EXPECT_EQ(session->scenario().workload.batch, 6u);
    EXPECT_TRUE(session->isModified());
    EXPECT_EQ(find<QLineEdit>("batchEdit")->text(), QStringLiteral("6"));
    {
        UnsavedPrompt prompt(QMessageBox::Discard);
        action->trigger();
        EXPECT_TRUE(prompt.asked());
    }
    EXPECT_EQ(session->scenario().workload.batch, 1u);
    EXPECT_FALSE(session->isModified());
    EXPECT_EQ(find<QLineEdit>("batchEdit")->text(), QStringLiteral("1"));
}

// Answering Save writes the file first, then goes on.
TEST_F(GuiFixture, NewAfterSaveWritesTheChangesFirst) {
    const QString path = dir.path() + QStringLiteral("/kept.gpuplan");
    QString error;
    ASSERT_TRUE(window->saveTo(path, &error)) << error.toStdString();
    type(find<QLineEdit>("batchEdit"), QStringLiteral("7"));
    {
        UnsavedPrompt prompt(QMessageBox::Save);
        find<QAction>("actionNew")->trigger();
        EXPECT_TRUE(prompt.asked());
    }
    EXPECT_EQ(session->scenario().workload.batch, 1u);
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::ReadOnly));
    EXPECT_EQ(gpuplan::parseScenario(f.readAll().toStdString(), "kept.gpuplan").workload.batch, 7u);
}

// File > Open after an edit asks before the file dialog.
TEST_F(GuiFixture, OpenAsksBeforeDroppingUnsavedChanges) {
    const QString path = writeScenario(dir.path() + QStringLiteral("/other.gpuplan"), "h100-sxm");
    type(find<QLineEdit>("batchEdit"), QStringLiteral("5"));
    auto* action = find<QAction>("actionOpen");
    {
        UnsavedPrompt prompt(QMessageBox::Cancel);
        WhenShown<QFileDialog> no_dialog({}, [](QFileDialog* d) { d->reject(); });
        action->trigger();
        EXPECT_TRUE(prompt.asked());
        EXPECT_EQ(no_dialog.shown(), 0);
    }
    EXPECT_EQ(session->scenario().workload.batch, 5u);
    EXPECT_EQ(session->scenario().gpu_id, "rtx-4090");
    {
        UnsavedPrompt prompt(QMessageBox::Discard);
        WhenShown<QFileDialog> chooser({}, [path](QFileDialog* d) {
            // Typed into the file name field, as a user would: selectFile() alone selects nothing
            // while the dialog's folder model is still loading, and accept() then keeps it open.
            if (auto* name = d->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(path);
            else
                d->selectFile(path);
            static_cast<QDialog*>(d)->accept(); // QFileDialog::accept() is protected
        });
        action->trigger();
        EXPECT_TRUE(prompt.asked());
        EXPECT_EQ(chooser.shown(), 1);
    }
    EXPECT_EQ(session->scenario().gpu_id, "h100-sxm");
    EXPECT_EQ(session->scenario().workload.batch, 1u);
    EXPECT_EQ(window->currentFile(), path);
}

// Closing the window after an edit asks; Cancel keeps the window open.
TEST_F(GuiFixture, ClosingAsksBeforeDroppingUnsavedChanges) {
    type(find<QLineEdit>("batchEdit"), QStringLiteral("9"));
    {
        UnsavedPrompt prompt(QMessageBox::Cancel);
        EXPECT_FALSE(window->close());
        EXPECT_TRUE(prompt.asked());
    }
    EXPECT_EQ(session->scenario().workload.batch, 9u);
    EXPECT_TRUE(session->isModified());
    {
        UnsavedPrompt prompt(QMessageBox::Discard);
        EXPECT_TRUE(window->close());
        EXPECT_TRUE(prompt.asked());
    }
    // Discarded changes do not come back at the next start.
    EXPECT_FALSE(QSettings().contains(QStringLiteral("scenario/last")));
}

// Closing without unsaved changes keeps the scenario for the next start.
TEST_F(GuiFixture, ClosingKeepsTheScenarioForTheNextStart) {
    type(find<QLineEdit>("batchEdit"), QStringLiteral("9"));
    const QString path = QDir(dir.path()).filePath(QStringLiteral("kept.gpuplan"));
    ASSERT_TRUE(window->saveTo(path));
    EXPECT_TRUE(window->close());
    const Scenario last = gpuplan::parseScenario(
        QSettings().value(QStringLiteral("scenario/last")).toString().toStdString(), "settings");
    EXPECT_EQ(last.workload.batch, 9u);
}

// A tab's summary shows all its lines: its box is as tall as the wrapped text at the
// box's width, once the tab is shown (the Buy vs Rent summary wraps onto two lines).
TEST_F(GuiFixture, SummariesAreNotClipped) {
    window->resize(1400, 900);
    window->show();
    auto* tabs = find<QTabWidget>("resultTabs");
    tabs->setCurrentWidget(find<QWidget>("buyRentTab"));
    // The layout passes of a first show can take a while on a loaded machine.
    auto* first = find<QLabel>("breakEvenSummary");
    EXPECT_TRUE(QTest::qWaitFor(
        [&] { return first->parentWidget()->height() >= first->heightForWidth(first->width()); }, 3000));
    for (const char* name : {"breakEvenSummary"}) {
        auto* label = find<QLabel>(name);
        QWidget* box = label->parentWidget();
        ASSERT_GT(label->width(), 0);
        const int needed = label->heightForWidth(label->width());
        EXPECT_GE(label->height(), needed) << name;
        EXPECT_GE(box->height(), needed) << name;
        EXPECT_EQ(label->width(), box->width()) << name;
    }
}

// The window's shortcuts work while the cursor is in a form field: a line edit claims
// Ctrl+E ("end of line" on Linux desktops) unless the window keeps it for Export Report.
TEST_F(GuiFixture, WindowShortcutsWorkFromAFormField) {
    window->show();
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    auto* batch = find<QLineEdit>("batchEdit");
    ASSERT_NE(batch, nullptr);
    batch->setFocus();
    // Control: a line edit alone takes Ctrl+E for itself under X11 key bindings (xcb; ctest
    // runs this test under Xvfb as gui_xcb.WindowShortcutsWorkFromAFormField). Other
    // platforms' bindings leave Ctrl+E alone, and there is nothing to show.
    QLineEdit alone;
    QKeyEvent control(QEvent::ShortcutOverride, Qt::Key_E, Qt::ControlModifier);
    control.ignore();
    QApplication::sendEvent(&alone, &control);
    if (!control.isAccepted())
        GTEST_SKIP() << "this platform's key bindings give Ctrl+E no meaning in a line edit";
    for (const char* name : {"actionExportReport", "actionSave", "actionSaveAs", "actionOpen", "actionNew",
                             "actionPreferences"}) {
        auto* action = window->findChild<QAction*>(QString::fromLatin1(name));
        ASSERT_NE(action, nullptr) << name;
        if (action->shortcut().isEmpty())
            continue; // no shortcut on this platform (Save As on X11)
        const QKeyCombination key = action->shortcut()[0];
        QKeyEvent override_event(QEvent::ShortcutOverride, key.key(), key.keyboardModifiers());
        override_event.ignore();
        QApplication::sendEvent(batch, &override_event);
        EXPECT_FALSE(override_event.isAccepted())
            << name << ": the field kept " << action->shortcut().toString().toStdString();
    }
}

// A break-even that would need more hours than a month has is said so, never "buying
// wins above 2777778 h a month" (issue 20).
TEST_F(GuiFixture, BreakEvenBeyondAMonthsHoursSaysBuyingNeverPaysOff) {
    gpuplan::Scenario s = session->scenario();
    s.gpu_id = "rtx-4090";
    s.gpu_price = 1'000'000.0;
    s.cloud_rate_per_gpu_hour = 0.5;
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("buyRentTab"));
    session->edit(s, QStringLiteral("test"));
    ASSERT_TRUE(session->results().buy_rent.available);
    ASSERT_TRUE(session->results().buy_rent.selected.has_value());
    ASSERT_FALSE(session->results().buy_rent.selected->breakeven.paysOffWithinAMonth());
    const QString text = find<QLabel>("breakEvenSummary")->text();
    EXPECT_TRUE(text.contains(QStringLiteral("744 hours"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("wins above"))) << text.toStdString();
}

// A screen reader hears each form field by its label ("Weights precision, combo box, FP16"),
// and each result tab's tables and charts by the tab's name.
TEST_F(GuiFixture, FieldsTablesAndChartsHaveAccessibleNames) {
    auto* precision = find<QComboBox>("precisionCombo");
    ASSERT_NE(precision, nullptr);
    QAccessibleInterface* a = QAccessible::queryAccessibleInterface(precision);
    ASSERT_NE(a, nullptr);
    // On Linux Qt's combo box reports its value as its name and the label through its
    // "labelled by" relation; the name property is what other platforms read.
    EXPECT_EQ(precision->accessibleName(), QStringLiteral("Weights precision"));
    EXPECT_EQ(a->role(), QAccessible::ComboBox);
    EXPECT_EQ(a->text(QAccessible::Value), precision->currentText());
    int fields = 0;
    for (QWidget* w : window->form()->findChildren<QWidget*>()) {
        if (!(qobject_cast<QLineEdit*>(w) || qobject_cast<QComboBox*>(w) || qobject_cast<QCheckBox*>(w)))
            continue;
        if (qobject_cast<QComboBox*>(w->parentWidget()))
            continue; // the line edit of an editable combo box: the combo box is named
        ++fields;
        const QString name =
            qobject_cast<QCheckBox*>(w) ? static_cast<QCheckBox*>(w)->text() : w->accessibleName();
        EXPECT_FALSE(name.isEmpty()) << w->objectName().toStdString();
    }
    EXPECT_GE(fields, 30);
    auto* tabs = find<QTabWidget>("resultTabs");
    int views = 0;
    for (int i = 0; i < tabs->count(); ++i) {
        for (QWidget* w : tabs->widget(i)->findChildren<QWidget*>()) {
            if (!qobject_cast<QAbstractItemView*>(w) && !qobject_cast<QGraphicsView*>(w))
                continue;
            ++views;
            EXPECT_FALSE(w->accessibleName().isEmpty()) << w->objectName().toStdString();
        }
    }
    EXPECT_GE(views, 8);
}

// A first start uses most of the screen it opens on (a 1440 x 900 screen gets 1296 x 810,
// not a 1100 x 520 window), never less than 1024 x 700 where the screen has that much.
TEST(MainWindowGeometry, FirstStartUsesMostOfTheScreen) {
    using gpuplan::gui::MainWindow;
    EXPECT_EQ(MainWindow::firstStartGeometry(QRect(0, 0, 1440, 900)), QRect(72, 45, 1296, 810));
    EXPECT_EQ(MainWindow::firstStartGeometry(QRect(0, 0, 1024, 700)), QRect(0, 0, 1024, 700));
    EXPECT_EQ(MainWindow::firstStartGeometry(QRect(0, 0, 3840, 2160)).size(), QSize(1800, 1100));
    EXPECT_EQ(MainWindow::firstStartGeometry(QRect(0, 0, 3840, 2160)).center(),
              QRect(0, 0, 3840, 2160).center());
    EXPECT_EQ(MainWindow::firstStartGeometry(QRect(1920, 0, 1440, 900)).topLeft(), QPoint(1992, 45));
}

// Scrolled sideways to its last column, the Fit table still shows each row's GPU: a frozen
// copy of the first column lies over its left edge, row for row.
TEST_F(GuiFixture, FitTableKeepsTheGpuColumnInViewWhenScrolledSideways) {
    window->resize(1024, 700);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    find<QTabWidget>("resultTabs")->setCurrentWidget(find<QWidget>("fitTab"));
    auto* table = find<ResultTable>("fitTable");
    QTableView* view = table->view();
    auto* frozen = view->findChild<QTableView*>(view->objectName() + QStringLiteral("Frozen"));
    ASSERT_NE(frozen, nullptr);
    view->horizontalScrollBar()->setValue(view->horizontalScrollBar()->maximum());
    QApplication::processEvents();
    ASSERT_GT(view->horizontalScrollBar()->maximum(), 0) << "the table fits: nothing to scroll";
    EXPECT_TRUE(frozen->isVisible());
    EXPECT_LE(frozen->geometry().left(), view->frameWidth() + view->verticalHeader()->width());
    EXPECT_EQ(frozen->columnWidth(0), view->columnWidth(0));
    EXPECT_FALSE(frozen->isColumnHidden(0));
    EXPECT_TRUE(frozen->isColumnHidden(1));
    ASSERT_GT(view->model()->rowCount(), 3);
    for (int r = 0; r < 3; ++r) {
        const QModelIndex i = view->model()->index(r, 0);
        EXPECT_EQ(frozen->visualRect(i).top(), view->visualRect(i).top()) << r;
    }
    // The first column of the table itself scrolled out of sight; the frozen copy did not.
    EXPECT_LT(view->visualRect(view->model()->index(0, 0)).right(), 0);
    EXPECT_GE(frozen->visualRect(frozen->model()->index(0, 0)).left(), 0);
}
