// The pseudo-locale walk: with a pseudo-translation of every string (built from
// the .ts at build time: letters accented, a third longer, between ⟦ and ⟧), every
// window, tab, menu, table header, tool tip, dialog and message box the walk can
// reach must show only pseudo-translated text, apart from what is not translated
// on purpose (numbers and units, catalog data such as GPU and model names, file
// names, technical names), listed below in one place. Text that never went
// through a translation shows up here, where a check of the .ts cannot see it.
#include "GuiFixture.h"
#include "VisibleText.h"

#include "core/Catalog.h"
#include "gui/MainWindow.h"
#include "gui/PlanSession.h"
#include "gui/ReportExport.h"
#include "gui/catalog/CatalogWindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTimer>
#include <QTranslator>

#include <gtest/gtest.h>

#include <set>

namespace {

using gpuplan::test::VisibleText;

// Words shown untranslated on purpose: technical names every language writes the same
// way. Catalog data (GPU, model, link and provider names, currency codes) is added from
// the catalog itself.
const std::set<QString>& technicalNames() {
    static const std::set<QString> names = [] {
        std::set<QString> s;
        for (const char* w : {"GPU",          "GPUs",   "CPU",        "RAM",         "NVMe",
                              "PCIe",         "NVLink", "InfiniBand", "CUDA",        "ROCm",
                              "NVML",         "SMI",    "cuBLAS",     "sysfs",       "amdgpu",
                              "FP32",         "FP16",   "BF16",       "FP8",         "INT8",
                              "INT4",         "NF4",    "GPTQ",       "AWQ",         "GGUF",
                              "LoRA",         "QLoRA",  "DDP",        "ZeRO",        "ZeRO-1",
                              "ZeRO-2",       "ZeRO-3", "TP",         "PP",          "MFU",
                              "PUE",          "TFLOPS", "GEMM",       "KV",          "MoE",
                              "GQA",          "MLA",    "SXM",        "HBM",         "VRAM",
                              "TDP",          "AdamW",  "SGD",        "Adafactor",   "FlashAttention",
                              "Hugging",      "Face",   "JSON",       "CSV",         "PDF",
                              "SQLite",       "A4",     "Letter",     "GPU Planner", "Planner",
                              "Qt",           "EUR",    "USD",        "GBP",         "Ctrl",
                              "Shift",        "Alt",    "Esc",        "Home",        "config.json",
                              "nvidia-smi",   "q8_0",   "q4_k_m",     "nf4-dq",      "gptq-int4",
                              "awq-int4",     "fp32",   "fp16",       "bf16",        "fp8",
                              "int8",         "nf4",    "x16",        "x8",          "NCCL",
                              "RCCL",         "MI300X", "H100",       "A100",        "RTX",
                              "bitsandbytes", "q_proj", "v_proj",     "k_proj",      "o_proj",
                              "all-linear",   "SwiGLU", "GELU",       "model_type"})
            s.insert(QString::fromLatin1(w));
        return s;
    }();
    return names;
}

// Qt's own buttons (QDialogButtonBox, QMessageBox): Qt translates them (qtbase_fr.qm), not
// our .ts; the French walk and PreferencesTest check them. Language names are written in
// their own language in the language list.
const std::set<QString>& qtOwnAndLanguageNames() {
    static const std::set<QString> names = {
        QStringLiteral("OK"),      QStringLiteral("Cancel"),  QStringLiteral("Apply"),
        QStringLiteral("Close"),   QStringLiteral("Yes"),     QStringLiteral("No"),
        QStringLiteral("Save"),    QStringLiteral("Discard"), QStringLiteral("Help"),
        QStringLiteral("Open"),    QStringLiteral("Reset"),   QStringLiteral("Restore Defaults"),
        QStringLiteral("English"), QStringLiteral("Français")};
    return names;
}

// Units and numbers: "14.6", "1,800.00", "GB", "GiB", "tokens/s", "€"…
bool isNumberOrUnit(const QString& word) {
    static const QRegularExpression re(QStringLiteral(
        R"(^[-+~≈×x]?[\d.,  ]*(%|€|\$|£|B|KB|MB|GB|TB|KiB|MiB|GiB|TiB|B/s|KB/s|MB/s|GB/s|TB/s|GiB/s|W|kW|kWh|h|min|ms|µs|ns|s|)"
        R"(TFLOPS|GFLOPS|FLOPS|TOPS|tok/s|/s|/h|/kWh|/month|x|×|°C|MHz|GHz)?$)"));
    return re.match(word).hasMatch();
}

bool isFileName(const QString& word) {
    return word.contains(QLatin1Char('/')) || word.endsWith(QLatin1String(".gpuplan")) ||
           word.endsWith(QLatin1String(".sqlite")) || word.endsWith(QLatin1String(".json")) ||
           word.endsWith(QLatin1String(".pdf")) || word.endsWith(QLatin1String(".csv"));
}

class PseudoLocale : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(translator.load(QStringLiteral(GPUPLAN_QM_PSEUDO))) << GPUPLAN_QM_PSEUDO;
        QCoreApplication::installTranslator(&translator);
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        const QString path = dir.path() + QStringLiteral("/catalog.sqlite");
        window = std::make_unique<gpuplan::gui::MainWindow>(
            new gpuplan::gui::PlanSession(gpuplan::test::defaultCatalog(dir), path));
        window->resize(1400, 900);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        for (const auto& g : window->session()->catalog().gpus)
            addData(g.name, g.id);
        for (const auto& m : window->session()->catalog().models)
            addData(m.spec.name, m.spec.id);
        for (const auto& l : window->session()->catalog().interconnects)
            addData(l.name, l.id);
        for (const auto& o : window->session()->catalog().offers)
            addData(o.provider + " " + o.instance_type + " " + o.region + " " + o.pricing, o.id);
        for (const auto& c : window->session()->catalog().currencies)
            addData(c.code, {});
        // Sources and notes are catalog data, shown as they were entered.
        for (const auto& r : window->session()->catalog().rates)
            data_texts.insert(QString::fromStdString(r.source));
    }
    void TearDown() override {
        window->session()->markSaved();
        window.reset();
        QCoreApplication::removeTranslator(&translator);
        QSettings().clear();
    }

    void addData(const std::string& name, const std::string& id) {
        for (const QString& w : QString::fromStdString(name).split(
                 QRegularExpression(QStringLiteral(R"([\s,()]+)")), Qt::SkipEmptyParts))
            data_words.insert(w);
        if (!id.empty())
            data_words.insert(QString::fromStdString(id));
    }

    // The part of `text` that is neither pseudo-translated nor allowed ("" when none).
    QString untranslated(QString text) const {
        if (data_texts.count(text) || qtOwnAndLanguageNames().count(text))
            return {};
        // Remove the pseudo-translated parts, innermost first (a translation can hold
        // another one in an argument).
        static const QRegularExpression inner(QStringLiteral("⟦[^⟦⟧]*⟧"));
        for (QString before; before != text;) {
            before = text;
            text.replace(inner, QStringLiteral(" "));
        }
        QStringList rest;
        static const QRegularExpression separators(QStringLiteral(R"([\s()\[\]:;,"'«»“”’…|=+<>]+)"));
        for (QString word : text.split(separators, Qt::SkipEmptyParts)) {
            word.remove(QLatin1Char('&')); // accelerators
            while (word.endsWith(QLatin1Char('.')) || word.endsWith(QLatin1Char('?')) ||
                   word.endsWith(QLatin1Char('!')))
                word.chop(1);
            if (word.isEmpty() || !word.contains(QRegularExpression(QStringLiteral("[A-Za-z]"))))
                continue;
            if (technicalNames().count(word) || data_words.count(word) || isNumberOrUnit(word) ||
                isFileName(word))
                continue;
            // GPU and model ids and versions: "rtx-4090", "llama-2-7b", "v0.1", "8x7B".
            if (word.contains(QRegularExpression(QStringLiteral(R"(\d)"))) &&
                !word.contains(QRegularExpression(QStringLiteral("[a-z]{4,}"))))
                continue;
            rest << word;
        }
        return rest.join(QLatin1Char(' '));
    }

    void check(QWidget* root, const QString& where) {
        QCoreApplication::processEvents();
        for (const VisibleText& t : gpuplan::test::visibleTexts(root)) {
            const QString rest = untranslated(t.text);
            if (!rest.isEmpty())
                findings.insert(where + QStringLiteral(": ") + t.where + QStringLiteral(": \"") + t.text +
                                QStringLiteral("\" — not translated: ") + rest);
        }
    }

    void expectNoFindings() {
        std::string all;
        for (const QString& f : findings)
            all += f.toStdString() + "\n";
        EXPECT_TRUE(findings.empty()) << findings.size() << " texts are not translated:\n" << all;
    }

    QTranslator translator;
    QTemporaryDir dir;
    std::unique_ptr<gpuplan::gui::MainWindow> window;
    std::set<QString> data_words;
    std::set<QString> data_texts;
    std::set<QString> findings;
};

// The main window: every tab, the form, the menus, the status bar.
TEST_F(PseudoLocale, MainWindowShowsOnlyTranslatedText) {
    auto* tabs = window->findChild<QTabWidget*>();
    ASSERT_NE(tabs, nullptr);
    for (int i = 0; i < tabs->count(); ++i) {
        tabs->setCurrentIndex(i);
        QTest::qWait(50);
        check(window.get(), QStringLiteral("tab %1").arg(i));
    }
    expectNoFindings();
}

// The preferences, the catalog editor (every table), the report preview, the About box.
TEST_F(PseudoLocale, DialogsShowOnlyTranslatedText) {
    window->preferencesAction()->trigger();
    QCoreApplication::processEvents();
    for (QDialog* d : window->findChildren<QDialog*>())
        if (d->isVisible()) {
            check(d, QStringLiteral("preferences"));
            d->reject();
        }

    window->openCatalogEditor();
    QCoreApplication::processEvents();
    auto* editor = window->findChild<gpuplan::gui::CatalogWindow*>();
    ASSERT_NE(editor, nullptr);
    if (auto* tables = editor->findChild<QTabWidget*>()) {
        for (int i = 0; i < tables->count(); ++i) {
            tables->setCurrentIndex(i);
            QTest::qWait(20);
            check(editor, QStringLiteral("catalog editor, table %1").arg(i));
        }
    }
    editor->close();

    auto* exporter = window->findChild<gpuplan::gui::ReportExport*>(QStringLiteral("reportExport"));
    ASSERT_NE(exporter, nullptr);
    QDialog* preview = exporter->createPreview();
    preview->show();
    QCoreApplication::processEvents();
    check(preview, QStringLiteral("report preview"));
    preview->close();
    delete preview;

    // The About box is modal: read it from a timer while it runs.
    QTimer::singleShot(200, [this] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                check(box, QStringLiteral("about box"));
                box->accept();
            }
    });
    // Help > About, the last entry of the last menu.
    QMenu* help = window->menuBar()->actions().last()->menu();
    ASSERT_NE(help, nullptr);
    help->actions().last()->trigger();
    expectNoFindings();
}

} // namespace
