#pragma once

// The Help menu: the manual, the keyboard shortcuts, where the catalog file is, and About.

#include <QCoreApplication>
#include <QString>

#include <functional>

class QDialog;
class QMainWindow;
class QMenu;
class QWidget;

namespace gpuplan::gui {

// The manual the program was installed with (<prefix>/share/doc/gpu-planner/MANUAL.md, found
// from the program's folder <prefix>/bin), else, in a development build, the source tree's
// docs/MANUAL.md; empty when there is neither.
QString manualPath(const QString& program_dir = QCoreApplication::applicationDirPath());

// A dialog listing every shortcut of the window's menus (menu, command, keys), read from the
// actions themselves: a shortcut changed in the code is listed as it is.
QDialog* shortcutsDialog(QMainWindow* window);

// A dialog saying which catalog file is in use, with buttons to copy its path and to open its
// folder.
QDialog* catalogLocationDialog(QWidget* parent, const QString& path, const QString& version);

// What the Help menu needs from the window: the catalog in use and its version.
struct HelpSources {
    std::function<QString()> catalog_path;
    std::function<QString()> catalog_version;
};

// Adds to the Help menu: Manual (F1), Keyboard Shortcuts, Where Is the Catalog.
void fillHelpMenu(QMainWindow* window, QMenu* help, HelpSources sources);

} // namespace gpuplan::gui
