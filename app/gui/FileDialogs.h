#pragma once

// The window's file dialogs: the platform's own where it has one, else Qt's, whose columns are
// then made as wide as their titles ("Dernière modification" was cut in French at 1024 × 700).

#include <QString>

class QWidget;

namespace gpuplan::gui {

// The file chosen, or "" when the user cancelled.
QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
QString saveFileName(QWidget* parent, const QString& caption, const QString& path, const QString& filter);

} // namespace gpuplan::gui
