#pragma once

#include <QLocale>
#include <QString>

class QApplication;

namespace gpuplan::gui {

// Names the application (QSettings, data directories), installs the icon
// and loads the translation for `language` ("en", "fr": --lang), else for the language of the
// preferences (Settings::language(): "system" (default), "en" or "fr"), which it leaves as they are.
void setupApplication(QApplication& app, const QString& language = QString());

// Loads the Qt (qtbase_*.qm from QLibraryInfo::TranslationsPath) and GPU
// Planner (:/i18n/gpu-planner_*.qm) translations for `language` ("system",
// "en", "fr"), replacing those loaded before, and makes its locale the default
// one (numbers, dates, money). Returns the language actually used.
//
// Qt's own file comes from the Debian package qt6-translations-l10n (a dependency
// of the .deb). Where it is missing (another distribution, a tarball install) the
// interface is still French and only Qt's standard buttons ("Cancel") stay English:
// nothing is reported. `qt_translations_dir` empty = QLibraryInfo::TranslationsPath.
// The locale of the interface for `language` ("system", "en", "fr") on a system whose own is
// `system`: a C or POSIX system locale (a minimal install, a container) is English as the
// United States write it, so that amounts read "€1,800.00" as in the report and the manual,
// never QLocale::C's "1,800.00€" (issue 37, item 12).
QLocale interfaceLocale(const QString& language, const QLocale& system = QLocale::system());

QString installTranslations(QApplication& app, const QString& language,
                            const QString& qt_translations_dir = QString());

} // namespace gpuplan::gui
