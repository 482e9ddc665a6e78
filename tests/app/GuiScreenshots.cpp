// Writes a screenshot of each result tab of the main window and of the
// preferences dialog (offscreen grab) for the README: gui_screenshots OUTPUT_DIR [SCENARIO.gpuplan
// [CATALOG.sqlite]]. The catalog defaults to a fresh default catalog in a temporary folder.
// gui-probe.png is written only when the probe is pointed at the test fakes
// (GPU_PLANNER_SYSFS_ROOT set; see scripts/screenshots-probe), after a
// benchmark and GPU_PLANNER_SCREENSHOT_LIVE_S (60) seconds of live readings.
// GPUPLAN_SCREENSHOT_LANG=fr (French) or pseudo (the pseudo-locale of the 1024x700 and
// pseudo-locale tests); GPUPLAN_SCREENSHOT_SIZE=1024x700 sets the window's size (1440x900).
// GPUPLAN_SCREENSHOT_FORM=1 also writes form-folded.png and form-sections.png: the
// whole scenario form with its sections folded, then open (to look at; the README
// does not show them).
#include "database/CatalogStore.h"
#include "gui/probe/ProbeTab.h"
#include "gui/scenario/PlanSession.h"
#include "gui/scenario/ScenarioForm.h"
#include "gui/window/Application.h"
#include "gui/window/MainWindow.h"
#include "gui/window/PreferencesDialog.h"

#include <QApplication>
#include <QDir>
#include <QLocale>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <utility>

int main(int argc, char** argv) {
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    // GPUPLAN_SCREENSHOT_LANG=fr: the French user interface (docs/screenshots/fr);
    // pseudo: every string accented, a third longer, between ⟦ ⟧ (docs/screenshots/pseudo).
    QTranslator pseudo;
    if (const char* lang = std::getenv("GPUPLAN_SCREENSHOT_LANG"); lang && *lang) {
        const QString language = QString::fromLatin1(lang);
        if (language == QLatin1String("pseudo")) {
            if (!pseudo.load(QStringLiteral(GPUPLAN_QM_PSEUDO))) {
                std::fprintf(stderr, "cannot load %s\n", GPUPLAN_QM_PSEUDO);
                return 1;
            }
            QCoreApplication::installTranslator(&pseudo);
        } else {
            QLocale::setDefault(QLocale(language));
            gpuplan::gui::installTranslations(app, language);
        }
    }
    int width = 1440;
    int height = 900;
    if (const char* size = std::getenv("GPUPLAN_SCREENSHOT_SIZE");
        size && std::sscanf(size, "%dx%d", &width, &height) != 2) {
        std::fprintf(stderr, "GPUPLAN_SCREENSHOT_SIZE: expected WIDTHxHEIGHT, got '%s'\n", size);
        return 2;
    }
    if (argc < 2) {
        std::fprintf(stderr, "usage: gui_screenshots OUTPUT_DIR [SCENARIO.gpuplan [CATALOG.sqlite]]\n");
        return 2;
    }
    const QString out = QString::fromLocal8Bit(argv[1]);
    QDir().mkpath(out);
    QTemporaryDir tmp;
    const QString db =
        argc > 3 ? QString::fromLocal8Bit(argv[3]) : tmp.path() + QStringLiteral("/catalog.sqlite");
    auto catalog = gpuplan::CatalogStore::open(db.toStdString()).load();
    gpuplan::gui::MainWindow window(new gpuplan::gui::PlanSession(std::move(catalog), db));
    window.resize(width, height);
    if (argc > 2 && !window.openFile(QString::fromLocal8Bit(argv[2])))
        return 1;
    window.show();
    // Each result tab but Serving and Probe, by its object name; the Serving tab on the serving
    // scenario below.
    const std::pair<const char*, const char*> shots[] = {{"fitTab", "fit"},
                                                         {"multiGpuTab", "multi-gpu"},
                                                         {"interconnectTab", "interconnect"},
                                                         {"throughputTab", "throughput"},
                                                         {"buyRentTab", "buy-vs-rent"},
                                                         {"recommendTab", "recommend"}};
    auto shoot = [&](const char* tab, const char* name) {
        QWidget* w = window.resultTabs()->findChild<QWidget*>(QString::fromLatin1(tab));
        if (!w) {
            std::fprintf(stderr, "no tab %s\n", tab);
            return false;
        }
        window.resultTabs()->setCurrentWidget(w);
        QApplication::processEvents();
        if (w->objectName() == QLatin1String("recommendTab"))
            window.session()->waitForRecommendation(30000);
        if (w->objectName() == QLatin1String("servingTab"))
            window.session()->waitForServingSizing(30000);
        QApplication::processEvents();
        QTest::qWait(100); // the layout passes a grown summary asks for
        const QString path = out + QStringLiteral("/gui-%1.png").arg(QLatin1String(name));
        if (!window.grab().save(path)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return false;
        }
        std::printf("%s\n", qPrintable(path));
        return true;
    };
    for (const auto& [tab, name] : shots)
        if (!shoot(tab, name))
            return 1;
    // GPUPLAN_SCREENSHOT_SERVING: a scenario with a serving traffic for gui-serving.png.
    if (const char* serving = std::getenv("GPUPLAN_SCREENSHOT_SERVING"); serving && *serving) {
        if (!window.openFile(QString::fromLocal8Bit(serving)) || !shoot("servingTab", "serving"))
            return 1;
        if (argc > 2 && !window.openFile(QString::fromLocal8Bit(argv[2])))
            return 1;
    }
    if (const char* form = std::getenv("GPUPLAN_SCREENSHOT_FORM"); form && *form == '1') {
        gpuplan::gui::ScenarioForm* f = window.form();
        for (const bool open : {false, true}) {
            for (const QString& id : gpuplan::gui::ScenarioForm::sectionIds())
                f->setSectionOpen(id, open);
            QApplication::processEvents();
            const QString form_path =
                out + (open ? QStringLiteral("/form-sections.png") : QStringLiteral("/form-folded.png"));
            if (!f->grab().save(form_path)) {
                std::fprintf(stderr, "cannot write %s\n", qPrintable(form_path));
                return 1;
            }
            std::printf("%s\n", qPrintable(form_path));
        }
        for (const QString& id : gpuplan::gui::ScenarioForm::sectionIds())
            f->setSectionOpen(id, false); // as they were: the state is kept in the settings
    }
    // Edit > Preferences…
    gpuplan::gui::PreferencesDialog* preferences = window.showPreferences();
    preferences->adjustSize();
    QApplication::processEvents();
    const QString path = out + QStringLiteral("/preferences.png");
    if (!preferences->grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return 1;
    }
    std::printf("%s\n", qPrintable(path));
    preferences->reject();
    if (std::getenv("GPU_PLANNER_SYSFS_ROOT")) {
        gpuplan::gui::ProbeTab* probe = window.probeTab();
        window.resultTabs()->setCurrentWidget(probe);
        if (!QTest::qWaitFor([&] { return probe->state() != gpuplan::gui::ProbeTab::State::Detecting; },
                             30000)) {
            std::fprintf(stderr, "the probe did not finish detecting\n");
            return 1;
        }
        probe->runBenchmark();
        if (!QTest::qWaitFor([&] { return !probe->isBenchmarkRunning(); }, 130000)) {
            std::fprintf(stderr, "the benchmark did not finish\n");
            return 1;
        }
        const char* live = std::getenv("GPU_PLANNER_SCREENSHOT_LIVE_S");
        QTest::qWait((live ? std::atoi(live) : 60) * 1000);
        const QString probe_path = out + QStringLiteral("/gui-probe.png");
        if (!window.grab().save(probe_path)) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(probe_path));
            return 1;
        }
        std::printf("%s\n", qPrintable(probe_path));
    }
    window.session()->markSaved();
    return 0;
}
