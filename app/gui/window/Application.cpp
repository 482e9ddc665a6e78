#include "gui/window/Application.h"

#include "gui/parts/Settings.h"
#include "gui/parts/WheelGuard.h"
#include "widgets/ElidingStyle.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace gpuplan::gui {

void setupApplication(QApplication& app, const QString& language) {
    QApplication::setApplicationName(QStringLiteral("gpu-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("gpu-planner"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-planner.svg")));
    installTranslations(app, language.isEmpty() ? Settings().language() : language);
    WheelGuard::install();
    widgets::installElidingStyle(); // a long choice shortened with "…", not cut
}

QLocale interfaceLocale(const QString& language, const QLocale& system) {
    const QLocale locale = language == QStringLiteral("system") ? system : QLocale(language);
    return locale.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : locale;
}

QString installTranslations(QApplication& app, const QString& language, const QString& qt_translations_dir) {
    static QTranslator* qt_translator = nullptr;
    static QTranslator* app_translator = nullptr;
    for (QTranslator** t : {&qt_translator, &app_translator}) {
        if (*t) {
            QApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    const QLocale locale = interfaceLocale(language);
    QLocale::setDefault(locale);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("en");

    // Ours first: without a GPU Planner translation for the language, the
    // interface stays in English, Qt's dialogs included (no half-translated windows).
    auto* mine = new QTranslator(&app);
    if (!mine->load(locale, QStringLiteral("gpu-planner"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        delete mine;
        return QStringLiteral("en");
    }
    QApplication::installTranslator(mine);
    app_translator = mine;
    auto* qt = new QTranslator(&app);
    const QString qt_dir = qt_translations_dir.isEmpty() ? QLibraryInfo::path(QLibraryInfo::TranslationsPath)
                                                         : qt_translations_dir;
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), qt_dir)) {
        QApplication::installTranslator(qt);
        qt_translator = qt;
    } else {
        delete qt;
    }
    return locale.name().left(2);
}

} // namespace gpuplan::gui
