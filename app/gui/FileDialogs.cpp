#include "gui/FileDialogs.h"

#include <QFileDialog>
#include <QHeaderView>
#include <QTimer>

#include <algorithm>

namespace gpuplan::gui {

namespace {

QString run(QFileDialog& dialog) {
    // Qt's own dialog builds its views when shown: widen each column to its title then.
    QTimer::singleShot(0, &dialog, [&dialog] {
        for (QHeaderView* header : dialog.findChildren<QHeaderView*>())
            for (int i = 0; i < header->count(); ++i)
                header->resizeSection(i, std::max(header->sectionSize(i), header->sectionSizeHint(i)));
    });
    if (dialog.exec() != QDialog::Accepted)
        return {};
    return dialog.selectedFiles().value(0);
}

} // namespace

QString openFileName(QWidget* parent, const QString& caption, const QString& dir, const QString& filter) {
    QFileDialog dialog(parent, caption, dir, filter);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::ExistingFile);
    return run(dialog);
}

QString saveFileName(QWidget* parent, const QString& caption, const QString& path, const QString& filter) {
    QFileDialog dialog(parent, caption, path, filter);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    return run(dialog);
}

} // namespace gpuplan::gui
