#pragma once

#include <QString>

class QApplication;

namespace gpuplan::gui {

// Names the application (QSettings, data directories), installs the icon
// and loads the translation for the chosen language (settings value
// "language": "system" (default), "en" or "fr").
void setupApplication(QApplication& app);

// Loads the Qt and GPU Planner translations for `language` ("system", "en",
// "fr"). Returns the language actually used.
QString installTranslations(QApplication& app, const QString& language);

} // namespace gpuplan::gui
