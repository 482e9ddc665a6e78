#pragma once

// The file dialogs of every window (open, save, choose a folder). They list a folder
// without opening its files: Qt's own dialog guesses each file's type by reading its
// first bytes (QMimeDatabase) for its icon and its "Type" column, and a desktop's
// native dialog does the same inside this process. Browsing the catalog's folder would
// then open and close the catalog's -wal and -shm outside SQLite, and closing any
// descriptor of a file drops every POSIX lock this process holds on it: another process
// would believe it is alone, checkpoint and delete the -wal the window still writes to.
// Here a file's icon and type come from its name alone.

#include <QString>

class QWidget;

namespace gpuplan::widgets {

QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
QString saveFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter);
QString existingDirectory(QWidget* parent, const QString& caption, const QString& dir = {});

} // namespace gpuplan::widgets
