#include "Application.h"

#include <QApplication>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gpuplan::gui {

void setupApplication(QApplication& app) {
    QApplication::setApplicationName(QStringLiteral("gpu-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("GPU Planner"));
    QApplication::setOrganizationName(QStringLiteral("gpu-planner"));
    QApplication::setApplicationVersion(QStringLiteral(GPUPLAN_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("gpu-planner"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gpu-planner.svg")));
    const QString language =
        QSettings().value(QStringLiteral("language"), QStringLiteral("system")).toString();
    installTranslations(app, language);
}

QString installTranslations(QApplication& app, const QString& language) {
    static QTranslator* qt_translator = nullptr;
    static QTranslator* app_translator = nullptr;
    for (QTranslator** t : {&qt_translator, &app_translator}) {
        if (*t) {
            QApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    }
    const QLocale locale = language == QStringLiteral("system") ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("en");

    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(qt);
        qt_translator = qt;
    } else {
        delete qt;
    }
    auto* mine = new QTranslator(&app);
    if (mine->load(locale, QStringLiteral("gpu-planner"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(mine);
        app_translator = mine;
        return locale.name().left(2);
    }
    delete mine;
    return QStringLiteral("en");
}

} // namespace gpuplan::gui
